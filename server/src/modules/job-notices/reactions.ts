import type { Events } from '../../plugins/events';
import {
  tellApplicantsJobClosed,
  tellApplicantsJobRemoved,
  tellEmployerOfDeletedHire,
  tellEmployerOfWithdrawal,
  tellHired,
  tellHiredOfChanges,
  tellOfficerTurnedDown,
  tellPassedOverIfFilled,
  updateApplicantDigest,
} from './service';

/** Who is told what, for every event that concerns applicants, hires and their employers (issue 17's notices). */
export function noticeReactions(events: Events, publicUrl: string): void {
  // The employer's applicant digest counts the applications still standing: each change to one brings it up to date.
  events.on('application.made', (trx, { jobId, userId }, at) => updateApplicantDigest(trx, jobId, at, publicUrl, userId));
  events.on('application.withdrawn', (trx, { jobId }, at) => updateApplicantDigest(trx, jobId, at, publicUrl));
  events.on('application.rejected', async (trx, { jobId, userId, reason }, at) => {
    await tellOfficerTurnedDown(trx, jobId, userId, reason, false, at);
    await updateApplicantDigest(trx, jobId, at, publicUrl);
  });
  events.on('hire.made', async (trx, { jobId, userId }, at) => {
    await tellHired(trx, jobId, userId, at, publicUrl);
    await tellPassedOverIfFilled(trx, jobId, at);
  });
  events.on('hire.ended', async (trx, event, at) => {
    if (event.why === 'cancelled') await tellOfficerTurnedDown(trx, event.jobId, event.userId, event.reason, true, at);
    if (event.why === 'withdrawn') await tellEmployerOfWithdrawal(trx, event.jobId, event.name, event.reason, at, publicUrl);
    if (event.why === 'account-deleted') await tellEmployerOfDeletedHire(trx, event.jobId, event.name, at, publicUrl);
    await updateApplicantDigest(trx, event.jobId, at, publicUrl);
  });
  events.on('job.edited', async (trx, { jobId, changes }, at) => {
    if (!changes) return;
    await tellHiredOfChanges(trx, jobId, changes, at, publicUrl);
    // Fewer officers, down to those hired, fills every place as a last hire does.
    await tellPassedOverIfFilled(trx, jobId, at);
  });
  events.on('job.closed', (trx, { jobId }, at) => tellApplicantsJobClosed(trx, jobId, at, publicUrl));
  events.on('job.deleted', (trx, { jobId, why }, at) => tellApplicantsJobRemoved(trx, jobId, at, why));
}
