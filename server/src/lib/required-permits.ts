import { sql, type Kysely } from 'kysely';
import { dayIn, permitShortfalls, permitShortfallText, requiredPermitTexts, type PermitShortfall } from '@dutylink/contracts';
import type { Database } from '../db/schema';
import { HttpError } from '../http-errors';

type Trx = Kysely<Database>;

/** What of a job (a jobs row) decides its required permits and its shift days. */
export interface PermitJobRow {
  armed_type: number;
  marked_permits: number[];
  period_type: number;
  from_day: string;
  to_day: string | null;
  days: number[];
  time_zone: string;
}

/**
 * The job's required permits an officer lacks (issue 21), with today in the job's zone, as its shifts are.
 * `lock` holds the officer's documents (FOR SHARE) until the caller's transaction ends, so a hire never
 * rests on a permit removed while it is made.
 */
export async function applicantShortfalls(db: Trx, job: PermitJobRow, userId: number, now: Date, lock = false): Promise<PermitShortfall[]> {
  let query = db
    .selectFrom('employee_documents')
    .select(['type', sql<string | null>`to_char(expires, 'YYYY-MM-DD')`.as('expired')])
    .where('user_id', '=', userId);
  if (lock) query = query.forShare();
  return shortfallsOf(job, await query.execute(), now);
}

/** An officer's stored permit as the rule reads it: its type and expiry day 'yyyy-MM-dd' (null: never expires). */
export interface StoredPermit {
  type: number;
  expired: string | null;
}

/** The permits SQL of an officer's documents, one JSON list per officer (`user_id` of the outer row): the applicants list reads them with its rows. */
export const storedPermitsOf = (userId: string) =>
  sql<StoredPermit[]>`coalesce((select json_agg(json_build_object('type', d.type, 'expired', to_char(d.expires, 'YYYY-MM-DD'))) from employee_documents d where d.user_id = ${sql.ref(userId)}), '[]'::json)`;

/** The job's required permits that `documents` (an officer's stored permits) do not cover, today in the job's zone. */
export function shortfallsOf(job: PermitJobRow, documents: readonly StoredPermit[], now: Date): PermitShortfall[] {
  return permitShortfalls(
    documents.map((doc) => ({ ...doc, exists: true })),
    { armedType: job.armed_type, markedPermits: job.marked_permits, periodType: job.period_type, from: job.from_day, to: job.to_day, days: job.days },
    dayIn(now, job.time_zone),
  );
}

/** The hire refused for the permits the applicant lacks: 409, each named on a line of its own. */
export function permitsRefusal(shortfalls: readonly PermitShortfall[]): HttpError {
  return new HttpError(409, requiredPermitTexts.hireRefused, { [requiredPermitTexts.refusalField]: shortfalls.map(permitShortfallText) });
}
