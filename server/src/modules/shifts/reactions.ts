import type { Events } from '../../plugins/events';
import { tellHired } from './hired';
import { releaseEndedHire } from './lost';
import { offerIfAutomatic } from './offers';
import { planShifts } from './plan';

/**
 * Shifts and their reminders follow every event that can move a shift: a hire made or ended, and a job
 * edited or deleted; a hire also texts the officer the first shift. A shift that lost its officer is offered by
 * itself with the company's automatic offers (issue 36). Closing a job moves none (its hires keep their shifts: docs/decisions/closing-a-job.md).
 */
export function shiftReactions(events: Events, publicUrl: string): void {
  for (const kind of ['job.edited', 'job.deleted'] as const) {
    events.on(kind, (trx, { jobId }, at) => planShifts(trx, jobId, at, publicUrl));
  }
  // Issue 36: the ended hire's shifts of the next days are kept as released, to be offered; the rest go.
  events.on('hire.ended', async (trx, event, at) => {
    await releaseEndedHire(trx, events, event, at);
    await planShifts(trx, event.jobId, at, publicUrl);
  });
  // A shift that lost its officer is offered at once when the company chose so.
  events.on('shift.called-off', (trx, { shiftId }, at) => offerIfAutomatic(trx, shiftId, at));
  events.on('shift.lost', (trx, { shiftId }, at) => offerIfAutomatic(trx, shiftId, at));
  // A covering officer's shift gets its reminder as any shift does.
  events.on('shift.covered', (trx, { jobId }, at) => planShifts(trx, jobId, at, publicUrl));
  // The hired officer is told of the first shift once it is planned.
  events.on('hire.made', async (trx, { jobId, userId }, at) => {
    await planShifts(trx, jobId, at, publicUrl);
    await tellHired(trx, jobId, userId, at, publicUrl);
  });
}
