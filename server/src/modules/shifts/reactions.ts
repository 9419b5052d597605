import type { Events } from '../../plugins/events';
import { tellHired } from './hired';
import { planShifts } from './plan';

/**
 * Shifts and their reminders follow every event that can move a shift: a hire made or ended, and a job
 * edited or deleted; a hire also texts the officer the first shift. Closing a job moves none (its hires keep their shifts: docs/decisions/34-domain-events.md).
 */
export function shiftReactions(events: Events, publicUrl: string): void {
  for (const kind of ['hire.ended', 'job.edited', 'job.deleted'] as const) {
    events.on(kind, (trx, { jobId }, at) => planShifts(trx, jobId, at, publicUrl));
  }
  // The hired officer is told of the first shift once it is planned.
  events.on('hire.made', async (trx, { jobId, userId }, at) => {
    await planShifts(trx, jobId, at, publicUrl);
    await tellHired(trx, jobId, userId, at, publicUrl);
  });
}
