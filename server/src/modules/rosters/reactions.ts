import type { Events } from '../../plugins/events';
import { startInviteFirst } from './service';

/** A job published by a company with invite-first hours reaches its favourites first (issue 36). */
export function rosterReactions(events: Events): void {
  events.on('job.posted', (trx, { jobId }, at) => startInviteFirst(trx, jobId, at));
}
