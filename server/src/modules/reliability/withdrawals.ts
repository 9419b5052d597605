import type { Kysely } from 'kysely';
import { LATE_WITHDRAWAL_HOURS, type WithdrawReason } from '@dutylink/contracts';
import type { Database } from '../../db/schema';

/** The employer moved the job: an officer who cannot make the new date is not late. */
const EMPLOYER_CHANGED: WithdrawReason = 'Job details changed';

/**
 * Records a hired officer's withdrawal (the application is deleted), in its transaction and before the
 * shifts are planned again: late when the officer's next shift of the job starts within
 * LATE_WITHDRAWAL_HOURS (or has started), unless the reason is that the job's details changed.
 */
export async function recordWithdrawal(
  trx: Kysely<Database>,
  withdrawal: { jobId: number; userId: number; hiredAt: Date | null; reason: string; now: Date },
): Promise<void> {
  const { jobId, userId, hiredAt, reason, now } = withdrawal;
  const next = await trx
    .selectFrom('shifts')
    .select((eb) => eb.fn.min('starts_at').as('starts_at'))
    .where('job_id', '=', jobId)
    .where('user_id', '=', userId)
    .where('ends_at', '>', now)
    .executeTakeFirst();
  const startsAt = next?.starts_at ? new Date(next.starts_at) : null;
  const late = reason !== EMPLOYER_CHANGED && startsAt !== null && startsAt.getTime() - now.getTime() < LATE_WITHDRAWAL_HOURS * 3_600_000;
  await trx.insertInto('hire_withdrawals').values({ job_id: jobId, user_id: userId, hired_at: hiredAt, withdrawn_at: now, reason, late }).execute();
}
