import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  AdminEmployeeSort,
  AdminEmployerSort,
  Role,
  WorkStatus,
  type AdminEmployeeItem,
  type AdminEmployerItem,
  type AdminListResponse,
  type SubscriptionState,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { foldedLike, ilike, likePattern } from '../../db/substring-search';
import { referenceNames } from '../../lib/reference';
import { listTotal, orderNotNullSql, orderSql, phoneDigits, textKey, type Page } from './paging';
import { activePromoSql, effectiveStateSql } from './subscription-sql';
import { pageWindow } from '../../db/page-window';
import { smsOptedOutSql } from './sms';

/** Rows in the order of the page's ids. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/** Live accounts of a role with their profile, subscription and applied promo. */
function accounts(db: Db, role: Role) {
  const base = db
    .selectFrom('users as u')
    .leftJoin('subscriptions as s', 's.user_id', 'u.id')
    .leftJoin('promos as p', 'p.id', 's.promo_id')
    .where('u.role', '=', role)
    .where('u.deleted_at', 'is', null);
  return base;
}

/** Search (substring, whatever the case and accents) in the given folded columns, and in the phone as typed or by its digits. */
function searchOf(text: string, columns: RawBuilder<unknown>[]): ((eb: { or(e: Expression<SqlBool>[]): Expression<SqlBool> }) => Expression<SqlBool>) | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const pattern = likePattern(trimmed);
  const digits = phoneDigits(trimmed);
  const tests = [...columns.map((column) => foldedLike(column, pattern)), ilike(sql`u.phone`, pattern)];
  if (digits) tests.push(ilike(sql`u.phone`, likePattern(digits)));
  return (eb) => eb.or(tests);
}

// ------------------------------------------------------------------ employers

/** Published (not deleted) jobs of the employer, active or closed. */
const employerJobsSql = sql<number>`(select count(*)::int from jobs jc where jc.employer_id = u.id and jc.deleted_at is null)`;

function employerSortKey(by: AdminEmployerSort, now: Date): RawBuilder<unknown> {
  switch (by) {
    case AdminEmployerSort.FullName:
      return textKey(sql`u.name`);
    case AdminEmployerSort.CompanyName:
      return textKey(sql`ep.company`);
    case AdminEmployerSort.State:
      return sql`u.enabled`;
    case AdminEmployerSort.Email:
      return textKey(sql`u.email`);
    case AdminEmployerSort.Phone:
      return sql`u.phone collate "C"`;
    case AdminEmployerSort.NumberOfJobs:
      return employerJobsSql;
    case AdminEmployerSort.PromoCode:
      return textKey(activePromoSql(now));
  }
}

/**
 * POST admin/employers/items: live employers, searched in name, e-mail, phone and company, sorted by
 * any column (NULLs last, ties by id), one page and the total.
 */
export async function adminEmployers(db: Db, text: string, page: Page<AdminEmployerSort>, now: Date): Promise<AdminListResponse<AdminEmployerItem>> {
  const search = searchOf(text, [sql`u.name_folded`, sql`u.email_folded`, sql`ep.company_folded`]);
  const base = () => {
    const q = accounts(db, Role.Employer).leftJoin('employer_profiles as ep', 'ep.user_id', 'u.id');
    return search ? q.where(search) : q;
  };
  // Two steps: the page's ids by the sort key alone, then the columns of those rows only (so a deep
  // page does not compute every column of the rows it skips).
  // NumberOfJobs sorts by one grouped pass over the jobs instead of a subquery per employer.
  const idsQuery =
    page.by === AdminEmployerSort.NumberOfJobs
      ? base()
          .leftJoin(
            (eb) => eb.selectFrom('jobs as jc').select(['jc.employer_id', sql<number>`count(*)`.as('n')]).where('jc.deleted_at', 'is', null).groupBy('jc.employer_id').as('jc'),
            (join) => join.onRef('jc.employer_id', '=', 'u.id'),
          )
          .select('u.id')
          .orderBy(orderSql(sql`coalesce(jc.n, 0)`, page.asc, sql`u.id`))
      : base()
          .select('u.id')
          .orderBy(orderSql(employerSortKey(page.by, now), page.asc, sql`u.id`));
  const [ids, total] = await Promise.all([
    idsQuery
      .$call(pageWindow(page))
      .execute()
      .then((r) => r.map((x) => x.id)),
    search ? base().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)) : listTotal(db, `role ${Role.Employer}`),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await accounts(db, Role.Employer)
          .leftJoin('employer_profiles as ep', 'ep.user_id', 'u.id')
          .select([
            'u.id',
            'u.name',
            'u.enabled',
            'u.email',
            'u.phone',
            sql<string>`coalesce(ep.company, '')`.as('company'),
            employerJobsSql.as('jobs'),
            effectiveStateSql(now).as('sub_state'),
            activePromoSql(now).as('promo'),
            smsOptedOutSql.as('sms_opted_out'),
          ])
          .where('u.id', 'in', ids)
          .execute();
  return {
    items: inOrder(ids, rows).map((r) => ({
      id: r.id,
      name: r.name ?? '',
      company: r.company,
      enabled: r.enabled,
      email: r.email ?? '',
      phone: r.phone ?? '',
      jobs: r.jobs,
      subscription: { state: r.sub_state as SubscriptionState, promo: r.promo },
      smsOptedOut: r.sms_opted_out,
    })),
    total,
  };
}

// ------------------------------------------------------------------ employees

/*
 * Work status (Hired (1) while an Accepted application is on an active job, enabled and not deleted,
 * else Not hired (0)), the hired count (Accepted applications on jobs not deleted) and the
 * Specialization key (the lower-case name, COLLATE "C", of the alphabetically first of the
 * employee's specializations, so equal first names group together; NULL, last, without one) are
 * kept by triggers (migration 0004): users.work_status, users.hired_jobs,
 * employee_profiles.first_specialization. Status and Hired are never NULL and have an index on
 * (role, key, id) for live accounts, so their pages are index scans.
 */
function employeeSortKey(by: AdminEmployeeSort, now: Date): RawBuilder<unknown> {
  switch (by) {
    case AdminEmployeeSort.FullName:
      return textKey(sql`u.name`);
    case AdminEmployeeSort.Status:
      return sql`u.work_status`;
    case AdminEmployeeSort.Email:
      return textKey(sql`u.email`);
    case AdminEmployeeSort.Phone:
      return sql`u.phone collate "C"`;
    case AdminEmployeeSort.Specialization:
      return sql`prof.first_specialization`;
    case AdminEmployeeSort.State:
      return sql`u.enabled`;
    case AdminEmployeeSort.Hired:
      return sql`u.hired_jobs`;
    case AdminEmployeeSort.PromoCode:
      return textKey(activePromoSql(now));
  }
}

/**
 * An employee's specializations in the order of the Specialization sort key (lower case, code-unit
 * order as COLLATE "C"), so the name the Employment type column shows first is the one it sorts by.
 */
function byFirstSpecialization<S extends { name: string }>(specializations: S[]): S[] {
  const key = (s: S) => s.name.toLowerCase();
  return [...specializations].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** POST admin/employees/items: live employees, searched in name, e-mail and phone; any sort key; one page and the total. */
export async function adminEmployees(db: Db, text: string, page: Page<AdminEmployeeSort>, now: Date): Promise<AdminListResponse<AdminEmployeeItem>> {
  const search = searchOf(text, [sql`u.name_folded`, sql`u.email_folded`]);
  const base = () => {
    const q = accounts(db, Role.Employee).leftJoin('employee_profiles as prof', 'prof.user_id', 'u.id');
    return search ? q.where(search) : q;
  };
  const byCount = page.by === AdminEmployeeSort.Status || page.by === AdminEmployeeSort.Hired;
  const idsQuery = base()
    .select('u.id')
    .orderBy((byCount ? orderNotNullSql : orderSql)(employeeSortKey(page.by, now), page.asc, sql`u.id`));
  const [ids, total, reference] = await Promise.all([
    idsQuery
      .$call(pageWindow(page))
      .execute()
      .then((r) => r.map((x) => x.id)),
    search ? base().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)) : listTotal(db, `role ${Role.Employee}`),
    referenceNames(db),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await accounts(db, Role.Employee)
          .leftJoin('employee_profiles as prof', 'prof.user_id', 'u.id')
          .select([
            'u.id',
            'u.name',
            'u.enabled',
            'u.email',
            'u.phone',
            'prof.specializations',
            'u.work_status as status',
            'u.hired_jobs as hired',
            effectiveStateSql(now).as('sub_state'),
            activePromoSql(now).as('promo'),
            smsOptedOutSql.as('sms_opted_out'),
          ])
          .where('u.id', 'in', ids)
          .execute();
  const names = reference.specializations;
  return {
    items: inOrder(ids, rows).map((r) => ({
      id: r.id,
      name: r.name ?? '',
      enabled: r.enabled,
      status: Number(r.status) as WorkStatus,
      email: r.email ?? '',
      phone: r.phone ?? '',
      specializations: byFirstSpecialization((r.specializations ?? []).filter((id) => names.has(id)).map((id) => ({ name: names.get(id)! }))),
      hired: r.hired,
      subscription: { state: r.sub_state as SubscriptionState, promo: r.promo },
      smsOptedOut: r.sms_opted_out,
    })),
    total,
  };
}
