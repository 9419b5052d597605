import { sql, type RawBuilder } from 'kysely';
import { AdminJobSort, Role, type AdminJobItem, type AdminJobsResponse, type JobPeriodType, type RateType } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { ilike, likePattern, orderSql, textKey, type Page } from './paging';
import { inOrder } from './user-lists';

/** Every application to the job, whatever its state (the Job.applicants count). */
const applicantsSql = sql<number>`(select count(*)::int from applicants ac where ac.job_id = j.id)`;
const companySql = sql<string>`coalesce(ep.company, e.name, '')`;

function jobSortKey(by: AdminJobSort): RawBuilder<unknown> {
  switch (by) {
    case AdminJobSort.Title:
      return textKey(sql`j.title`);
    case AdminJobSort.State:
      return sql`j.enabled`;
    case AdminJobSort.Dates:
      return sql`j.from_date`;
    case AdminJobSort.Salary:
      return sql`j.salary_value`;
    case AdminJobSort.Rate:
      return sql`j.salary_type`;
    case AdminJobSort.Applicants:
      return applicantsSql;
    case AdminJobSort.CompanyName:
      return textKey(companySql);
    case AdminJobSort.Owner:
      return textKey(sql`e.name`);
  }
}

/**
 * POST admin/jobs/items: jobs not deleted of employers not deleted, optionally of one employer
 * (iduser), searched in title, owner name and company name; any sort key; one page and the total.
 * user names the iduser employer ('Jobs of ...'); null without the filter or for an unknown employer.
 */
export async function adminJobs(db: Db, filter: { text: string; iduser: number | null }, page: Page<AdminJobSort>): Promise<AdminJobsResponse> {
  const trimmed = filter.text.trim();
  const base = () => {
    let q = db
      .selectFrom('jobs as j')
      .innerJoin('users as e', 'e.id', 'j.employer_id')
      .leftJoin('employer_profiles as ep', 'ep.user_id', 'j.employer_id')
      .where('j.deleted_at', 'is', null)
      .where('e.deleted_at', 'is', null);
    if (filter.iduser !== null) q = q.where('j.employer_id', '=', filter.iduser);
    if (trimmed) {
      const pattern = likePattern(trimmed);
      q = q.where((eb) => eb.or([ilike(sql`j.title`, pattern), ilike(sql`e.name`, pattern), ilike(sql`ep.company`, pattern)]));
    }
    return q;
  };
  // Two steps, as in user-lists.ts: the page's ids by the sort key, then the columns of those rows.
  // Applicants (all jobs) sorts by one grouped pass over the applications instead of a subquery per job;
  // for one employer the per-job subquery over its few jobs is cheaper.
  const idsQuery =
    page.by === AdminJobSort.Applicants && filter.iduser === null
      ? base()
          .leftJoin(
            (eb) => eb.selectFrom('applicants as ac').select(['ac.job_id', sql<number>`count(*)`.as('n')]).groupBy('ac.job_id').as('ac'),
            (join) => join.onRef('ac.job_id', '=', 'j.id'),
          )
          .select('j.id')
          .orderBy(orderSql(sql`coalesce(ac.n, 0)`, page.asc, sql`j.id`))
      : base()
          .select('j.id')
          .orderBy(orderSql(jobSortKey(page.by), page.asc, sql`j.id`));
  const [ids, total, user] = await Promise.all([
    idsQuery
      .offset(page.from)
      .limit(page.count)
      .execute()
      .then((r) => r.map((x) => x.id)),
    base()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    filter.iduser === null
      ? undefined
      : db
          .selectFrom('users as u')
          .leftJoin('employer_profiles as ep', 'ep.user_id', 'u.id')
          .select(['u.id', 'u.name', sql<string>`coalesce(ep.company, '')`.as('company')])
          .where('u.id', '=', filter.iduser)
          .where('u.role', '=', Role.Employer)
          .where('u.deleted_at', 'is', null)
          .executeTakeFirst(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
      .selectFrom('jobs as j')
      .innerJoin('users as e', 'e.id', 'j.employer_id')
      .leftJoin('employer_profiles as ep', 'ep.user_id', 'j.employer_id')
      .select([
        'j.id',
        'j.title',
        'j.employer_id',
        'e.name as owner_name',
        'j.enabled',
        'j.period_type',
        sql<string>`to_char(j.from_date, 'YYYY-MM-DD')`.as('from_day'),
        sql<string | null>`to_char(j.to_date, 'YYYY-MM-DD')`.as('to_day'),
        'j.salary_value',
        'j.salary_type',
        companySql.as('company'),
        applicantsSql.as('applicants'),
      ])
      .where('j.id', 'in', ids)
      .execute();
  const items: AdminJobItem[] = inOrder(ids, rows).map((r) => ({
    id: r.id,
    title: r.title,
    companyName: r.company,
    owner: { id: r.employer_id, name: r.owner_name ?? '' },
    enabled: r.enabled,
    periodType: r.period_type as JobPeriodType,
    from: r.from_day,
    to: r.to_day,
    salaryValue: Number(r.salary_value),
    salaryType: r.salary_type as RateType,
    applicants: r.applicants,
  }));
  return { items, total: Number(total.n), user: user ? { id: user.id, name: user.name ?? '', company: user.company } : null };
}
