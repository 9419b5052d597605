import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HOURS_PER_PAID_DAY, RADIUS_MILES, RateType, Role, SubscriptionState } from '@dutylink/contracts';
import type { Database } from '../../db/schema';
import { chordOfMiles } from '../../lib/distance';
import { invited, unblocked } from '../rosters';

type Trx = Kysely<Database>;

/** What matching needs of a job, read in the publishing transaction. */
export interface AlertJob {
  id: number;
  employer_id: number;
  /** An invite-first job reaches only the company's favourites until then (issue 36); null: everyone. */
  favourites_until: Date | null;
  categories: number[];
  sub_categories: number[];
  location_ids: number[];
  locations_all: boolean;
  postal_code: string;
  salary_type: number;
  salary_value: string;
  /** The job's ZIP centre on the unit sphere (jobs.place, migration 0026); null for a ZIP the dataset does not know. */
  place: string | null;
}

/** The columns of a job (jobs as j) that matching reads, besides its id: select them to make an AlertJob. */
export const ALERT_JOB_COLUMNS = ['j.categories', 'j.sub_categories', 'j.location_ids', 'j.locations_all', 'j.postal_code', 'j.place', 'j.salary_type', 'j.salary_value'] as const;

/** One category of the job as matching uses it: its sub-categories, and those of them the job chose. */
interface CategoryRule {
  category: number;
  children: number[];
  chosen: number[];
}

export interface JobTargets {
  categories: CategoryRule[];
  /** The job's location ids with their state nodes and, for state nodes, their metro areas. */
  locations: number[];
  everywhere: boolean;
  /** The job's 5-digit ZIP, or null. */
  zip: string | null;
}

/**
 * The job's criteria, resolved against the reference trees (two tiny lookups):
 * - locations: a state node means all its metro areas, on both sides. The job's set is widened to its ids,
 *   their parents (a metro's state) and their children (a state's metros), so one overlap test against
 *   the employee's stored ids answers every case: same metro; employee chose the state of the job's metro;
 *   job offered in a whole state that holds the employee's metro (or is the employee's state).
 * - categories: per category of the job, its sub-categories (job_categories.parent_id) and the job's chosen ones.
 */
export async function jobTargets(trx: Trx, job: AlertJob): Promise<JobTargets> {
  const nodes = job.location_ids.length
    ? await trx
        .selectFrom('locations')
        .select(['id', 'parent_id'])
        .where((eb) => eb.or([eb('id', 'in', job.location_ids), eb('parent_id', 'in', job.location_ids)]))
        .execute()
    : [];
  // The job's nodes and a state's metros (every row), plus a metro's state (rows of the job's own ids).
  const locations = nodes.flatMap((n) => (job.location_ids.includes(n.id) && n.parent_id !== null ? [n.id, n.parent_id] : [n.id]));
  const children = job.categories.length
    ? await trx.selectFrom('job_categories').select(['id', 'parent_id']).where('parent_id', 'in', job.categories).execute()
    : [];
  const categories = job.categories.map((category) => {
    const own = children.filter((c) => c.parent_id === category).map((c) => c.id);
    return { category, children: own, chosen: own.filter((id) => job.sub_categories.includes(id)) };
  });
  const zip = /^(\d{5})/.exec(job.postal_code.trim())?.[1] ?? null;
  return { categories, locations: [...new Set(locations)].sort((a, b) => a - b), everywhere: job.locations_all, zip };
}

const intArray = (values: readonly number[]) => sql`${[...values]}::int[]`;

/**
 * Category rule: some category of the job is one of the employee's, and for that category either the
 * employee chose none of its sub-categories (the whole category) or one the job has.
 */
function categorySql(rules: readonly CategoryRule[]): RawBuilder<boolean> {
  if (rules.length === 0) return sql<boolean>`false`;
  const each = rules.map(
    (r) =>
      sql`(p.categories @> array[${r.category}::int] and (not p.sub_categories && ${intArray(r.children)} or p.sub_categories && ${intArray(r.chosen)}))`,
  );
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}

/** Area rule: job offered everywhere, or employee takes all ZIPs, or a shared metro area / state, or the job's ZIP in their list. */
function areaSql(t: JobTargets): RawBuilder<boolean> {
  if (t.everywhere) return sql<boolean>`true`;
  const parts = [sql`p.all_zips`];
  if (t.locations.length) parts.push(sql`p.locations && ${intArray(t.locations)}`);
  if (t.zip) parts.push(sql`p.zips @> array[${t.zip}::text]`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/**
 * Radius rule (issue 21): the job's ZIP centre is within the employee's radius of theirs. The box of the
 * largest radius around the job's point finds the candidates in employee_profiles_radius_place (GiST); the
 * exact test compares the chord with the employee's own radius. A job whose ZIP is unknown matches no radius.
 */
function radiusSql(job: AlertJob): RawBuilder<boolean> {
  if (job.place === null) return sql<boolean>`false`;
  const place = sql`${job.place}::cube`;
  return sql<boolean>`(p.place <@ cube_enlarge(${place}, ${chordOfMiles(Math.max(...RADIUS_MILES))}, 3) and (p.place <-> ${place}) <= ${chordOfMiles(sql`p.radius_miles`)})`;
}

/** Place rule: the employee's radius when they chose one, else their areas (areaSql). */
function placeSql(job: AlertJob, t: JobTargets): RawBuilder<boolean> {
  return sql<boolean>`((p.radius_miles is null and ${areaSql(t)}) or (p.radius_miles is not null and ${radiusSql(job)}))`;
}

/** Hours a rate of the type pays for: 1 for an hourly rate, HOURS_PER_PAID_DAY for a daily one. */
const hoursSql = (type: RawBuilder<unknown>) => sql`(case when ${type} = ${RateType.Daily}::int then ${HOURS_PER_PAID_DAY}::int else 1 end)`;

/**
 * Salary rule: any salary, or the job pays at least the minimum per hour, a day counting as
 * HOURS_PER_PAID_DAY hours on either side (issue 17: at least $25 an hour is met by $400 a day).
 * minimum / hours(employee) <= rate / hours(job), multiplied out so no division rounds.
 */
function salarySql(job: AlertJob): RawBuilder<boolean> {
  const jobHours = job.salary_type === RateType.Daily ? HOURS_PER_PAID_DAY : 1;
  return sql<boolean>`(p.any_salary or p.at_least_salary * ${jobHours}::int <= ${job.salary_value}::numeric * ${hoursSql(sql`p.salary_type`)})`;
}

/**
 * Selects the employees the job fits who were never alerted about it and never applied to it (an edit that
 * widens a job must not invite its own applicants and hires to apply), apart from its company by no block either
 * way, and reached at `now` by an invite-first job (the company's favourites until favourites_until, issue 36), and records them in job_alerts
 * (ON CONFLICT DO NOTHING, so a concurrent or repeated run cannot alert anyone twice). Returns the new
 * recipients with their phones. Run it in the transaction that publishes or edits the job, together
 * with the outbox inserts.
 */
export function insertNewRecipients(trx: Trx, job: AlertJob, targets: JobTargets, now: Date) {
  return recipientsQuery(job, targets, now).execute(trx);
}

/**
 * An officer a company may text about work (users as u): an active, verified employee account with a phone that
 * consented to SMS, did not reply STOP, and holds a subscription (what applying needs). Alerts and offers share it.
 */
export function reachableOfficer(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(u.role = ${Role.Employee}::int and u.enabled and u.email_verified and u.deleted_at is null
        and u.phone is not null and u.consent_sms_at is not null
        and exists (
          select 1 from subscriptions s
          where s.user_id = u.id and s.state <> ${SubscriptionState.Inactive}::int
            and ((s.until is null and s.virtual) or s.until > ${now}::timestamptz))
        and not exists (select 1 from sms_opt_outs o where o.phone = u.phone))`;
}

/** The job fits the officer's alert settings (employee_profiles as p, users as u): alerts not paused, categories, place and pay. */
export function alertsFit(job: AlertJob, t: JobTargets, now: Date): RawBuilder<boolean> {
  return sql<boolean>`((u.paused_notifications_ends_at is null or u.paused_notifications_ends_at <= ${now}::timestamptz)
        and p.categories && ${intArray(t.categories.map((r) => r.category))}
        and ${categorySql(t.categories)}
        and ${placeSql(job, t)}
        and ${salarySql(job)})`;
}

/** The statement of insertNewRecipients (the bench EXPLAINs it). */
export function recipientsQuery(job: AlertJob, t: JobTargets, now: Date): RawBuilder<{ user_id: number; phone: string }> {
  const employer = sql<number>`${job.employer_id}::int`;
  return sql<{ user_id: number; phone: string }>`
    with added as (
      insert into job_alerts (job_id, user_id, created_at)
      select ${job.id}::int, u.id, ${now}::timestamptz
      from employee_profiles p
      join users u on u.id = p.user_id
      where ${reachableOfficer(now)}
        and not exists (select 1 from job_alerts a where a.job_id = ${job.id}::int and a.user_id = u.id)
        and not exists (select 1 from applicants ap where ap.job_id = ${job.id}::int and ap.user_id = u.id)
        and ${unblocked(employer, sql.ref('u.id'))}
        and ${invited(employer, sql.ref('u.id'), sql`${job.favourites_until}::timestamptz`, sql`${now}::timestamptz`)}
        and ${alertsFit(job, t, now)}
      on conflict do nothing
      returning user_id
    )
    select added.user_id, u.phone from added join users u on u.id = added.user_id order by added.user_id`;
}
