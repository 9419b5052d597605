import { sql, type Kysely } from 'kysely';
import { dayIn, permitShortfalls, permitShortfallText, requiredPermitTexts, type PermitShortfall } from '@dutylink/contracts';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http-errors';

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
  const documents = (await query.execute()).map((doc) => ({ ...doc, exists: true }));
  return permitShortfalls(
    documents,
    { armedType: job.armed_type, markedPermits: job.marked_permits, periodType: job.period_type, from: job.from_day, to: job.to_day, days: job.days },
    dayIn(now, job.time_zone),
  );
}

/** The hire refused for the permits the applicant lacks: 409, each named on a line of its own. */
export function permitsRefusal(shortfalls: readonly PermitShortfall[]): HttpError {
  return new HttpError(409, requiredPermitTexts.hireRefused, { [requiredPermitTexts.refusalField]: shortfalls.map(permitShortfallText) });
}
