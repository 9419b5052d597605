import type { Events } from '../../plugins/events';
import { planShifts } from './plan';

/**
 * Shifts and their reminders follow every event that can move a shift: a hire made or ended, and a job
 * edited or deleted. Closing a job moves none (its hires keep their shifts: docs/decisions/34-domain-events.md).
 */
export function shiftReactions(events: Events, publicUrl: string): void {
  for (const kind of ['hire.made', 'hire.ended', 'job.edited', 'job.deleted'] as const) {
    events.on(kind, (trx, { jobId }, at) => planShifts(trx, jobId, at, publicUrl));
  }
}
