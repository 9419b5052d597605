import type { Events } from '../../plugins/events';
import { queueJobAlerts } from './service';

/** A job posted or edited is queued for its alerts: the employees it now fits are texted once (issue 7). */
export function jobAlertReactions(events: Events): void {
  for (const kind of ['job.posted', 'job.edited'] as const) events.on(kind, (trx, { jobId }, at) => queueJobAlerts(trx, jobId, at));
}
