import { LATE_WITHDRAWAL_HOURS, type WithdrawReason } from '@dutylink/contracts';
import type { Events } from '../../plugins/events';

/** The employer moved the job: an officer who cannot make the new date is not late. */
const EMPLOYER_CHANGED: WithdrawReason = 'Job details changed';

/**
 * A hired officer's withdrawal is recorded (the application itself is deleted): late when the officer's
 * next shift of the job started, or starts within LATE_WITHDRAWAL_HOURS, unless the reason is that the
 * job's details changed.
 */
export function reliabilityReactions(events: Events): void {
  events.on('hire.ended', async (trx, event, at) => {
    if (event.why !== 'withdrawn') return;
    const startsAt = event.nextShiftAt;
    const late = event.reason !== EMPLOYER_CHANGED && startsAt !== null && startsAt.getTime() - at.getTime() < LATE_WITHDRAWAL_HOURS * 3_600_000;
    await trx.insertInto('hire_withdrawals').values({ job_id: event.jobId, user_id: event.userId, hired_at: event.hiredAt, withdrawn_at: at, reason: event.reason, late }).execute();
  });
}
