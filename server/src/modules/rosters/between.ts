import { sql, type Expression } from 'kysely';

/**
 * What a company's roster says of an officer (issue 36, migration 0037), as SQL conditions to put in any query
 * that reaches officers for a company (alerts, offers, applying, the job list): the company and the officer are
 * column references, e.g. `unblocked(sql.ref('j.employer_id'), sql.ref('u.id'))`.
 */

/** The company blocked the officer. */
export const blockedByCompany = (employerId: Expression<number>, userId: Expression<number>) =>
  sql<boolean>`exists (select 1 from roster_officers r where r.employer_id = ${employerId} and r.user_id = ${userId} and r.blocked)`;

/** Neither side blocked the other: the company did not block the officer, and the officer did not block the company. */
export const unblocked = (employerId: Expression<number>, userId: Expression<number>) =>
  sql<boolean>`not ${blockedByCompany(employerId, userId)}
    and not exists (select 1 from company_blocks b where b.employer_id = ${employerId} and b.user_id = ${userId})`;

/** The company marked the officer as a favourite. */
export const favourite = (employerId: Expression<number>, userId: Expression<number>) =>
  sql<boolean>`exists (select 1 from roster_officers r where r.employer_id = ${employerId} and r.user_id = ${userId} and r.favourite)`;

/**
 * The companies an officer and a company are apart from, for the officer `userId`: those that blocked the officer
 * and those the officer blocked (the pairs `unblocked` refuses), as a one-column set of employer ids.
 */
export const blockedCompaniesOf = (userId: Expression<number>) =>
  sql<{ employer_id: number }>`select r.employer_id from roster_officers r where r.user_id = ${userId} and r.blocked
    union all select b.employer_id from company_blocks b where b.user_id = ${userId}`;

/**
 * An invite-first job (jobs.favourites_until) reaches the officer at `now`: it reaches the company's favourites
 * until favourites_until, everyone from then; a job without it reaches everyone.
 */
export const invited = (employerId: Expression<number>, userId: Expression<number>, favouritesUntil: Expression<Date | null>, now: Expression<Date>) =>
  sql<boolean>`(${favouritesUntil} is null or ${favouritesUntil} <= ${now} or ${favourite(employerId, userId)})`;
