import { sql, type RawBuilder } from 'kysely';
import { AdminJobSort, Role, type AdminJobItem, type AdminJobsResponse, type JobPeriodType, type RateType } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { foldedLike, likePattern } from '../../db/substring-search';
import { listTotal, orderNotNullSql, orderSql, textKey, type Page } from './paging';
import { inOrder } from './user-lists';
import { pageWindow } from '../../db/page-window';

/**
 * The sort key of a column. The employer's name and company and the applications count are copies
 * on the job kept by triggers (migration 0004), so each key is a column of jobs with an index in
 * the ORDER BY's exact form. Every key but the owner name is never NULL.
 */
function jobSortKey(by: AdminJobSort): { key: RawBuilder<unknown>; nullable: boolean } {
  switch (by) {
    case AdminJobSort.Title:
      return { key: textKey(sql`j.title`), nullable: false };
    case AdminJobSort.State:
      return { key: sql`j.enabled`, nullable: false };
    case AdminJobSort.Dates:
      return { key: sql`j.from_date`, nullable: false };
    case AdminJobSort.Salary:
      return { key: sql`j.salary_value`, nullable: false };
    case AdminJobSort.Rate:
      return { key: sql`j.salary_type`, nullable: false };
    case AdminJobSort.Applicants:
      return { key: sql`j.applicants_count`, nullable: false };
    case AdminJobSort.CompanyName:
      return { key: textKey(sql`j.company_name`), nullable: false };
    case AdminJobSort.Owner:
      return { key: textKey(sql`j.owner_name`), nullable: true };
  }
}

/**
 * POST admin/jobs/items: jobs not deleted of employers not deleted, optionally of one employer
 * (iduser), searched in title, owner name and company name; any sort key; one page and the total.
 * user names the iduser employer ('Jobs of ...'); null without the filter or for an unknown employer.
 */
export async function adminJobs(db: Db, filter: { text: string; iduser: number | null }, page: Page<AdminJobSort>): Promise<AdminJobsResponse> {
  const trimmed = filter.text.trim();
  // No join: jobs.employer_live, owner_name and company_name are the employer's (see jobSortKey).
  const base = () => {
    let q = db.selectFrom('jobs as j').where('j.deleted_at', 'is', null).where(sql<boolean>`j.employer_live`);
    if (filter.iduser !== null) q = q.where('j.employer_id', '=', filter.iduser);
    if (trimmed) {
      const pattern = likePattern(trimmed);
      // company_name is coalesce(company, owner name, ''): matches exactly when the company or the owner name does.
      q = q.where((eb) => eb.or([foldedLike(sql`j.title_folded`, pattern), foldedLike(sql`j.owner_name_folded`, pattern), foldedLike(sql`j.company_name_folded`, pattern)]));
    }
    return q;
  };
  // Two steps, as in user-lists.ts: the page's ids by the sort key, then the columns of those rows.
  const sort = jobSortKey(page.by);
  const idsQuery = base()
    .select('j.id')
    .orderBy((sort.nullable ? orderSql : orderNotNullSql)(sort.key, page.asc, sql`j.id`));
  const [ids, total, user] = await Promise.all([
    idsQuery
      .$call(pageWindow(page))
      .execute()
      .then((r) => r.map((x) => x.id)),
    !trimmed && filter.iduser === null
      ? listTotal(db, 'jobs')
      : base()
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n)),
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
          .select([
            'j.id',
            'j.title',
            'j.employer_id',
            'j.owner_name',
            'j.enabled',
            'j.period_type',
            sql<string>`to_char(j.from_date, 'YYYY-MM-DD')`.as('from_day'),
            sql<string | null>`to_char(j.to_date, 'YYYY-MM-DD')`.as('to_day'),
            'j.salary_value',
            'j.salary_type',
            'j.company_name',
            'j.applicants_count',
          ])
          .where('j.id', 'in', ids)
          .execute();
  const items: AdminJobItem[] = inOrder(ids, rows).map((r) => ({
    id: r.id,
    title: r.title,
    companyName: r.company_name,
    owner: { id: r.employer_id, name: r.owner_name ?? '' },
    enabled: r.enabled,
    periodType: r.period_type as JobPeriodType,
    from: r.from_day,
    to: r.to_day,
    salaryValue: Number(r.salary_value),
    salaryType: r.salary_type as RateType,
    applicants: r.applicants_count,
  }));
  return { items, total, user: user ? { id: user.id, name: user.name ?? '', company: user.company } : null };
}
