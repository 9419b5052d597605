import { sql, type Expression } from 'kysely';

/**
 * What a company's roster says of an officer (issue 36, migration 0037), as SQL conditions to put in any query
 * that reaches officers for a company (alerts, offers, applying, the job list): the company and the officer are
 * column references, e.g. `unblocked(sql.ref('j.employer_id'), sql.ref('u.id'))`.
 */

/** Neither side blocked the other: the company did not block the officer, and the officer did not block the company. */
export const unblocked = (employerId: Expression<number>, userId: Expression<number>) =>
  sql<boolean>`not exists (select 1 from roster_officers r where r.employer_id = ${employerId} and r.user_id = ${userId} and r.blocked)
    and not exists (select 1 from company_blocks b where b.employer_id = ${employerId} and b.user_id = ${userId})`;

/** The company marked the officer as a favourite. */
export const favourite = (employerId: Expression<number>, userId: Expression<number>) =>
  sql<boolean>`exists (select 1 from roster_officers r where r.employer_id = ${employerId} and r.user_id = ${userId} and r.favourite)`;
