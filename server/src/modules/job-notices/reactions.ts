import type { Events } from '../../plugins/events';
import {
  startApplicantDigest,
  tellApplicantsJobClosed,
  tellApplicantsJobRemoved,
  tellEmployerOfCallOff,
  tellEmployerOfCover,
  tellEmployerOfDeletedHire,
  tellEmployerOfWithdrawal,
  tellHiredOfChanges,
  tellOfficerTurnedDown,
  tellPassedOverIfFilled,
  type NoticeLinks,
} from './service';

/** Who is told what, for every event that concerns applicants, hires and their employers (issue 17's notices). */
export function noticeReactions(events: Events, links: NoticeLinks): void {
  const { publicUrl } = links;
  // The employer's applicant digest: composed when due, of the applications standing then (a withdrawal, a
  // rejection or a close before it needs nothing here).
  events.on('application.made', (trx, { jobId, userId }, at) => startApplicantDigest(trx, jobId, userId, at));
  events.on('application.rejected', (trx, { jobId, userId, reason }, at) => tellOfficerTurnedDown(trx, jobId, userId, reason, false, at));
  // The hired officer's own text comes with the shifts (shifts/reactions.ts): it names the first one.
  events.on('hire.made', (trx, { jobId }, at) => tellPassedOverIfFilled(trx, jobId, at));
  events.on('hire.ended', async (trx, event, at) => {
    if (event.why === 'cancelled') await tellOfficerTurnedDown(trx, event.jobId, event.userId, event.reason, true, at);
    if (event.why === 'withdrawn') await tellEmployerOfWithdrawal(trx, event.jobId, event.name, event.reason, at, links);
    if (event.why === 'account-deleted') await tellEmployerOfDeletedHire(trx, event.jobId, event.name, at, links);
  });
  events.on('shift.called-off', (trx, event, at) => tellEmployerOfCallOff(trx, event, at, links));
  events.on('shift.covered', (trx, event, at) => tellEmployerOfCover(trx, event, at, links));
  events.on('job.edited', async (trx, { jobId, changes }, at) => {
    if (!changes) return;
    await tellHiredOfChanges(trx, jobId, changes, at, publicUrl);
    // Fewer officers, down to those hired, fills every place as a last hire does.
    await tellPassedOverIfFilled(trx, jobId, at);
  });
  events.on('job.closed', (trx, { jobId }, at) => tellApplicantsJobClosed(trx, jobId, at, publicUrl));
  events.on('job.deleted', (trx, { jobId, why }, at) => tellApplicantsJobRemoved(trx, jobId, at, why));
}
