import { withdrawalIsLate } from '@dutylink/contracts';
import type { Events } from '../../plugins/events';

/**
 * A hired officer's withdrawal is recorded (the application itself is deleted): late by withdrawalIsLate, the
 * rule the withdraw dialog states before the officer confirms.
 */
export function reliabilityReactions(events: Events): void {
  events.on('hire.ended', async (trx, event, at) => {
    if (event.why !== 'withdrawn') return;
    const late = withdrawalIsLate(event.nextShiftAt, event.reason, at);
    await trx.insertInto('hire_withdrawals').values({ job_id: event.jobId, user_id: event.userId, hired_at: event.hiredAt, withdrawn_at: at, reason: event.reason, late }).execute();
  });
}
