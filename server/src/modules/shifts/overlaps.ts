import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { scheduledJob, shiftsAhead } from './plan';
import type { ShiftTime } from './times';

/**
 * An officer works one shift at a time: a shift of theirs, still theirs (not called off or released), between the
 * two instants, on any job. A company that books an officer already booked elsewhere learns it when the officer
 * does not come; so the hire (acceptApplicant) and the backfill (offers.ts) refuse it before.
 */
export const worksBetween = (userId: Expression<number>, startsAt: Date, endsAt: Date) =>
  sql<boolean>`exists (select 1 from shifts o where o.user_id = ${userId} and o.called_off_at is null and o.released_at is null
    and o.starts_at < ${endsAt}::timestamptz and o.ends_at > ${startsAt}::timestamptz)`;

/** The first of `times` (a job's shifts ahead) at which the officer already works a shift of another job; undefined when none. */
export async function firstClash(trx: Kysely<Database>, userId: number, jobId: number, times: readonly ShiftTime[]): Promise<ShiftTime | undefined> {
  if (!times.length) return undefined;
  const { rows } = await sql<{ at: number }>`
    select t.at::int from unnest(${times.map((time) => time.startsAt)}::timestamptz[], ${times.map((time) => time.endsAt)}::timestamptz[]) with ordinality as t(starts_at, ends_at, at)
    where exists (select 1 from shifts o where o.user_id = ${userId}::int and o.job_id <> ${jobId}::int and o.called_off_at is null and o.released_at is null
      and o.starts_at < t.ends_at and o.ends_at > t.starts_at)
    order by t.starts_at limit 1`.execute(trx);
  return rows[0] && times[rows[0].at - 1];
}

/** The job's first shift ahead that the officer could not work because they work another then, in the job's zone; undefined when none. */
export async function hireClash(trx: Kysely<Database>, jobId: number, userId: number, now: Date): Promise<(ShiftTime & { timeZone: string }) | undefined> {
  const job = await scheduledJob(trx, jobId);
  const clash = job && (await firstClash(trx, userId, jobId, shiftsAhead(job, now)));
  return clash && { ...clash, timeZone: job.time_zone };
}
