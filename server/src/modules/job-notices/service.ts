import { sql, type Kysely } from 'kysely';
import { APPLICANT_NOTICE_GATHER_SECONDS, APPLICANT_NOTICE_INTERVAL_MINUTES, ApplicantNotices, ApplicantState, employeeRoutes, employerRoutes, formatPhone } from '@dutylink/contracts';
import type { Database } from '../../db/schema';
import { renderEmail, type EmailContent } from '../../messaging/email-content';
import { tellOfficers, type OfficerMessage } from '../../messaging/officer-messages';
import { enqueueEmail, enqueueSms } from '../../messaging/outbox';
import type { SmsText } from '../../lib/sms-text';
import type { JobChanges } from '../../plugins/events';
import {
  callOffEmail,
  callOffSms,
  coveredEmail,
  coveredSms,
  closedHiredPush,
  closedHiredSms,
  closedNotSelectedSms,
  closedPush,
  closedSms,
  datesText,
  employerGonePush,
  employerGoneSms,
  hireCancelledPush,
  hireCancelledSms,
  hireGoneEmail,
  hireGoneSms,
  jobCancelledPush,
  jobCancelledSms,
  jobChangedPush,
  jobChangedSms,
  DIGEST_NAMES,
  newApplicantEmail,
  newApplicantSms,
  notSelectedPush,
  notSelectedSms,
  passedOverPush,
  passedOverSms,
  withdrawalEmail,
  withdrawalSms,
  type NewApplicants,
  type NoticeJob,
} from './texts';

/**
 * Issue 17, being told what changed: every notice is written to the outbox inside the transaction of
 * the change (reactions.ts: they react to its event), so the change and its message commit together;
 * the worker skips SMS to numbers that replied STOP.
 */
type Trx = Kysely<Database>;

/** Where the employer's notices lead: the site, and the signed address that stops applicant notices by e-mail (issue 37). */
export interface NoticeLinks {
  publicUrl: string;
  stopApplicantNotices: (employerId: number) => string;
}

const employeeJobLink = (publicUrl: string, jobId: number) => `${publicUrl}/employee/jobs/${jobId}`;
const applicantsLink = (publicUrl: string, jobId: number) => `${publicUrl}/employer/jobs/${jobId}/applicants`;

async function noticeJob(trx: Trx, jobId: number, now: Date) {
  const row = await trx
    .selectFrom('jobs')
    .select([
      'id',
      'title',
      'company_name as company',
      'employer_id',
      'enabled',
      'period_type',
      'shift',
      'number_of_employee',
      'hired_count',
      'applicant_digest_from',
      'time_zone',
      sql<boolean>`ends_at <= ${now}`.as('ended'),
      sql<boolean>`deleted_at is not null`.as('deleted'),
      sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from_day'),
      sql<string | null>`to_char(to_date, 'YYYY-MM-DD')`.as('to_day'),
    ])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const dates = datesText({ periodType: row.period_type, from: row.from_day, to: row.to_day, shift: row.shift });
  return { ...row, dates };
}

/** The job's applicants in the given states who can be texted (not deleted, with a phone). */
function applicantsIn(trx: Trx, jobId: number, states: ApplicantState[]) {
  return trx
    .selectFrom('applicants as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id as applicant_id', 'a.state', 'a.passed_over_at', 'u.id as user_id', 'u.phone'])
    .where('a.job_id', '=', jobId)
    .where('a.state', 'in', states)
    .where('u.deleted_at', 'is', null)
    .where('u.phone', 'is not', null)
    .orderBy('a.id')
    .execute();
}

/** A notice to an officer, by either channel: its text and its push notification. */
type OfficerNotice = Pick<OfficerMessage, 'sms' | 'push'>;

/** Tells officers a change of theirs (a push first, issue 39), each their own notice. */
async function tellAll<R extends { user_id: number; phone: string | null }>(trx: Trx, now: Date, recipients: R[], notice: (r: R) => OfficerNotice) {
  await tellOfficers(
    trx,
    now,
    recipients.map((r) => ({ userId: r.user_id, phone: r.phone!, type: 'change', ...notice(r), retryUnknownOutcome: true })),
  );
}

/** Tells every hired officer what an edit changed of the date, place or rate; nothing when none changed. */
export async function tellHiredOfChanges(trx: Trx, jobId: number, changes: JobChanges, now: Date, publicUrl: string): Promise<void> {
  if (!changes.dates && !changes.place && !changes.rate) return;
  const job = await noticeJob(trx, jobId, now);
  const hired = await applicantsIn(trx, jobId, [ApplicantState.Accepted]);
  const notice = { sms: jobChangedSms(job, changes, employeeJobLink(publicUrl, jobId)), push: jobChangedPush(job, changes) };
  await tellAll(trx, now, hired, () => notice);
}

/** The employer's channel for applicant notices: their choice, with SMS standing in for 'off' where a notice must go. */
async function employerChannel(trx: Trx, employerId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'phone', 'email', 'email_verified', 'applicant_notices'])
    .where('id', '=', employerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Writes the message to the employer by their channel; the outbox row's id, or null when nothing was sent. Every
 * e-mail this choice sends carries its one-click way out (List-Unsubscribe): turned off, the notices that must
 * still go come by SMS.
 */
async function tellEmployer(
  trx: Trx,
  employerId: number,
  now: Date,
  sendAt: Date,
  message: { sms: SmsText; email: EmailContent },
  evenWhenOff: boolean,
  links: NoticeLinks,
): Promise<number | null> {
  const employer = await employerChannel(trx, employerId);
  if (!employer) return null;
  const wanted = employer.applicant_notices;
  if (wanted === ApplicantNotices.Off && !evenWhenOff) return null;
  if (wanted === ApplicantNotices.Email && employer.email && employer.email_verified) {
    const email = renderEmail(message.email, { url: links.stopApplicantNotices(employer.id), what: 'applicant notices by email' });
    return enqueueEmail(trx, now, { to: employer.email, ...email, userId: employer.id, retryUnknownOutcome: true, sendAt });
  }
  if (!employer.phone) return null;
  return enqueueSms(trx, now, { to: employer.phone, body: message.sms, userId: employer.id, retryUnknownOutcome: true, sendAt });
}

const INTERVAL_MS = APPLICANT_NOTICE_INTERVAL_MINUTES * 60_000;

const DIGEST_GATHER_MS = APPLICANT_NOTICE_GATHER_SECONDS * 1000;

/**
 * The applications a digest counts: made to the job from the digest's first one on, and still standing (waiting
 * or hired; not withdrawn, rejected or of a deleted account), with the first names of the first few. A withdrawn
 * and renewed application is one row, counted once.
 */
async function newApplicants(trx: Trx, jobId: number, from: number): Promise<NewApplicants> {
  const rows = await trx
    .selectFrom('applicants as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('employee_profiles as ep', 'ep.user_id', 'a.user_id')
    .select([sql<string | null>`coalesce(nullif(ep.first_name, ''), split_part(u.name, ' ', 1))`.as('first_name'), sql<string>`count(*) over ()`.as('count')])
    .where('a.job_id', '=', jobId)
    .where('a.id', '>=', from)
    .where('a.state', 'in', [ApplicantState.New, ApplicantState.Accepted])
    .where('u.deleted_at', 'is', null)
    .orderBy('a.id')
    .limit(DIGEST_NAMES)
    .execute();
  return { count: Number(rows[0]?.count ?? 0), firstNames: rows.flatMap((r) => (r.first_name ? [r.first_name] : [])) };
}

/** Due digests one pass of the outbox worker composes before it delivers (then it comes back for more). */
export const DIGESTS_PER_PASS = 16;

/**
 * The employer's new-applicant digest (issue 35, docs/decisions/applicant-digest.md) starts with an
 * application to a job none is due for: it is due DIGEST_GATHER_MS later, and no sooner than the interval after
 * the last one went out, and composed then (sendDueApplicantDigests). One statement in the apply's
 * transaction, which writes nothing while a digest is due: the rest of a burst costs nothing here.
 */
export async function startApplicantDigest(trx: Trx, jobId: number, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('jobs')
    .set({
      applicant_digest_due_at: sql`greatest(${new Date(now.getTime() + DIGEST_GATHER_MS)}::timestamptz, applicant_notice_at + ${INTERVAL_MS / 1000} * interval '1 second')`,
      applicant_digest_from: sql`(select id from applicants where job_id = ${jobId} and user_id = ${userId})`,
    })
    .where('id', '=', jobId)
    .where('applicant_digest_due_at', 'is', null)
    .execute();
}

/**
 * Composes and sends the job's due digest, under the job's lock: the applications still standing since the
 * digest started, by the employer's channel. Nothing goes out when none stands, the employer turned applicant
 * notices off, or the job closed, ended or went away meanwhile.
 */
async function sendApplicantDigest(trx: Trx, jobId: number, now: Date, links: NoticeLinks): Promise<void> {
  const job = await noticeJob(trx, jobId, now);
  const takesApplicants = job.enabled && !job.ended && !job.deleted;
  const applicants = takesApplicants && job.applicant_digest_from !== null ? await newApplicants(trx, jobId, job.applicant_digest_from) : undefined;
  const link = applicantsLink(links.publicUrl, jobId);
  const sent =
    applicants !== undefined &&
    applicants.count > 0 &&
    (await tellEmployer(trx, job.employer_id, now, now, { sms: newApplicantSms(job, applicants, link), email: newApplicantEmail(job, applicants, link) }, false, links)) !== null;
  await trx
    .updateTable('jobs')
    .set(sent ? { applicant_digest_due_at: null, applicant_notice_at: now } : { applicant_digest_due_at: null })
    .where('id', '=', jobId)
    .execute();
}

/**
 * Sends up to `limit` due applicant digests, one job per transaction under its lock (an outbox source, as the
 * job alerts are). Due jobs are claimed with SKIP LOCKED: any number of processes may run this, and a job
 * whose lock an apply holds waits for the next pass. True when digests are left due.
 */
export async function sendDueApplicantDigests(db: Trx, now: () => Date, links: NoticeLinks, limit = DIGESTS_PER_PASS): Promise<boolean> {
  // Most passes find none due: one statement says so, without a transaction's two more round trips.
  if (!(await db.selectFrom('jobs').select('id').where('applicant_digest_due_at', '<=', now()).limit(1).executeTakeFirst())) return false;
  for (let done = 0; done < limit; done += 1) {
    const found = await db.transaction().execute(async (trx) => {
      const at = now();
      const due = await trx.selectFrom('jobs').select('id').where('applicant_digest_due_at', '<=', at).orderBy('applicant_digest_due_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (due) await sendApplicantDigest(trx, due.id, at, links);
      return due !== undefined;
    });
    if (!found) return false;
  }
  return true;
}

/** A hired officer withdrew: the employer is told by their channel (by SMS when they turned applicant notices off). */
export async function tellEmployerOfWithdrawal(trx: Trx, jobId: number, employeeName: string, reason: string, now: Date, links: NoticeLinks): Promise<void> {
  const job = await noticeJob(trx, jobId, now);
  const link = applicantsLink(links.publicUrl, jobId);
  await tellEmployer(trx, job.employer_id, now, now, { sms: withdrawalSms(job, employeeName, reason, link), email: withdrawalEmail(job, employeeName, reason, link) }, true, links);
}

/** When a shift starts and its officer's name (their phone, or `unnamed`, without one), for the notices about one shift. */
async function shiftOfficer(trx: Trx, shiftId: number, timeZone: string, unnamed: string) {
  const shift = await trx
    .selectFrom('shifts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.starts_at', 'u.name', 'u.phone'])
    .where('s.id', '=', shiftId)
    .executeTakeFirstOrThrow();
  return { when: { startsAt: shift.starts_at, timeZone }, name: shift.name ?? (shift.phone ? formatPhone(shift.phone) : unnamed) };
}

/**
 * A hired officer called off one shift (issue 36): the employer is told at once by their channel, as for a
 * withdrawal, with the way to Today, which lists the shifts that need them.
 */
export async function tellEmployerOfCallOff(trx: Trx, event: { jobId: number; userId: number; shiftId: number; reason: string; late: boolean }, now: Date, links: NoticeLinks): Promise<void> {
  const job = await noticeJob(trx, event.jobId, now);
  const { when, name } = await shiftOfficer(trx, event.shiftId, job.time_zone, 'Your hired officer');
  const link = `${links.publicUrl}${employerRoutes.today}`;
  await tellEmployer(trx, job.employer_id, now, now, { sms: callOffSms(job, name, when, event.reason, event.late, link), email: callOffEmail(job, name, when, event.reason, event.late, link) }, true, links);
}

/** A lost shift was taken by an offer's first YES (issue 36): the employer is told who covers it, by their channel. */
export async function tellEmployerOfCover(trx: Trx, event: { jobId: number; userId: number; shiftId: number }, now: Date, links: NoticeLinks): Promise<void> {
  const job = await noticeJob(trx, event.jobId, now);
  const { when, name } = await shiftOfficer(trx, event.shiftId, job.time_zone, 'An officer');
  const link = `${links.publicUrl}${employerRoutes.today}`;
  await tellEmployer(trx, job.employer_id, now, now, { sms: coveredSms(job, name, when, link), email: coveredEmail(job, name, when, link) }, true, links);
}

/**
 * An employee deleted their account (or an admin did) while hired: the employer of the job hears it by
 * their channel, even with applicant notices off, as for a withdrawal, unless the job has ended or is gone.
 */
export async function tellEmployerOfDeletedHire(trx: Trx, jobId: number, employeeName: string, now: Date, links: NoticeLinks): Promise<void> {
  const job = await noticeJob(trx, jobId, now);
  if (job.ended || job.deleted) return;
  const link = applicantsLink(links.publicUrl, jobId);
  await tellEmployer(trx, job.employer_id, now, now, { sms: hireGoneSms(job, employeeName, link), email: hireGoneEmail(job, employeeName, link) }, true, links);
}

/** The officer, when the account is still there and has a phone. */
async function officerPhone(trx: Trx, userId: number): Promise<string | null> {
  const row = await trx.selectFrom('users').select('phone').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.phone ?? null;
}

/** The name officers know the employer by: the company of its profile. */
async function companyOf(trx: Trx, employerId: number): Promise<string> {
  const row = await trx
    .selectFrom('users as u')
    .leftJoin('employer_profiles as ep', 'ep.user_id', 'u.id')
    .select(sql<string>`coalesce(ep.company, u.name, 'your employer')`.as('company'))
    .where('u.id', '=', employerId)
    .executeTakeFirst();
  return row?.company ?? 'your employer';
}

/** The employer cancelled a hire, or turned an applicant down: the officer is told why. */
export async function tellOfficerTurnedDown(trx: Trx, jobId: number, userId: number, reason: string, hired: boolean, now: Date): Promise<void> {
  const phone = await officerPhone(trx, userId);
  if (!phone) return;
  const job = await noticeJob(trx, jobId, now);
  const company = await companyOf(trx, job.employer_id);
  const notice = { sms: (hired ? hireCancelledSms : notSelectedSms)(job.title, company, reason), push: (hired ? hireCancelledPush : notSelectedPush)({ ...job, company }, reason) };
  await tellAll(trx, now, [{ user_id: userId, phone }], () => notice);
}

/**
 * After a hire: once every place is filled, the applicants still waiting (New) are told they were
 * not selected, once (passed_over_at); they stay New, so a place that opens again can still be theirs.
 */
export async function tellPassedOverIfFilled(trx: Trx, jobId: number, now: Date): Promise<void> {
  const job = await noticeJob(trx, jobId, now);
  if (job.hired_count < job.number_of_employee) return;
  const waiting = (await applicantsIn(trx, jobId, [ApplicantState.New])).filter((a) => a.passed_over_at === null);
  if (waiting.length === 0) return;
  const notice = { sms: passedOverSms(job), push: passedOverPush(job) };
  await tellAll(trx, now, waiting, () => notice);
  await trx.updateTable('applicants').set({ passed_over_at: now }).where('id', 'in', waiting.map((a) => a.applicant_id)).execute();
}

/**
 * A job closed (spec: closing texts its applicants): each reader learns where they stand. The hired
 * stay hired, the waiting were not selected, the rejected (told when rejected) only that it closed.
 * Nobody hears of a job that has already ended.
 */
export async function tellApplicantsJobClosed(trx: Trx, jobId: number, now: Date, publicUrl: string): Promise<void> {
  const job = await noticeJob(trx, jobId, now);
  if (job.ended) return;
  const recipients = await applicantsIn(trx, jobId, [ApplicantState.New, ApplicantState.Accepted, ApplicantState.Rejected]);
  await tellAll(trx, now, recipients, (r) => closedNotice(job, r.state, employeeJobLink(publicUrl, jobId)));
}

/** `link`: the job page's, or '' once the job is gone (the push then opens My jobs). */
function closedNotice(job: NoticeJob & { dates: string }, state: number, link: string): OfficerNotice {
  if (state === ApplicantState.Accepted) return { sms: closedHiredSms(job, job.dates, link), push: closedHiredPush(job, job.dates) };
  const notSelected = state === ApplicantState.New;
  return { sms: notSelected ? closedNotSelectedSms(job) : closedSms(job), push: closedPush(job, notSelected, link ? undefined : employeeRoutes.jobs) };
}

/**
 * A job goes away (deleted by its employer or an admin, or with its employer's account): the hired
 * are told it is cancelled, whether it was open or closed; an open job's other applicants that it
 * closed, as closing does.
 */
export async function tellApplicantsJobRemoved(trx: Trx, jobId: number, now: Date, why: 'deleted' | 'employer-gone'): Promise<void> {
  const job = await noticeJob(trx, jobId, now);
  if (job.ended) return;
  const states = job.enabled ? [ApplicantState.New, ApplicantState.Accepted, ApplicantState.Rejected] : [ApplicantState.Accepted];
  const recipients = await applicantsIn(trx, jobId, states);
  await tellAll(trx, now, recipients, (r) => {
    const hired = r.state === ApplicantState.Accepted;
    if (why === 'employer-gone') return { sms: employerGoneSms(job, job.dates, hired), push: employerGonePush(job, job.dates, hired) };
    return hired ? { sms: jobCancelledSms(job, job.dates), push: jobCancelledPush(job, job.dates) } : closedNotice(job, r.state, '');
  });
}

export type { NoticeJob };
