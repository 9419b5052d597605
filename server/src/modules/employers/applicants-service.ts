import { sql, type Kysely } from 'kysely';
import {
  ApplicantState,
  formatPhone,
  HIRE_BLOCKED,
  hireClashText,
  Role,
  type AcceptApplicantResponse,
  type ApplicantProfile,
  type JobApplicant,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import type { Events } from '../../plugins/events';
import { profileView } from '../employees';
import { ANY_EMPLOYER, type JobOwner } from './job-service';
import { NOT_SELECTED } from '../jobs';
import { unblocked } from '../rosters';
import { hireClash } from '../shifts';
import { applicantShortfalls, permitsRefusal, shortfallsOf, storedPermitsOf } from '../../lib/required-permits';

type Trx = Kysely<Database>;

export const JOB_CLOSED = 'This job is closed: nobody can be hired for it';
export const ALREADY_REJECTED = 'This applicant was already rejected';

/** An own (or, for ANY_EMPLOYER, any) not deleted job (optionally locked FOR UPDATE), or undefined. */
async function ownJob(db: Trx, employerId: JobOwner, jobId: number, lock = false) {
  let query = db
    .selectFrom('jobs')
    .select([
      'id',
      'employer_id',
      'title',
      'enabled',
      'number_of_employee',
      'period_type',
      'days',
      'armed_type',
      'marked_permits',
      'time_zone',
      sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from_day'),
      sql<string | null>`to_char(to_date, 'YYYY-MM-DD')`.as('to_day'),
    ])
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null);
  if (employerId !== ANY_EMPLOYER) query = query.where('employer_id', '=', employerId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

const displayName = (name: string | null, phone: string | null) => name ?? (phone ? formatPhone(phone) : '');

/**
 * GET jobApplicants/{jobId}: every application to the employer's own job (admins: ANY_EMPLOYER), oldest first,
 * each with the job's required permits the applicant lacks (issue 36), read with the rows: no query per applicant.
 */
export async function jobApplicants(db: Db, employerId: JobOwner, jobId: number, now: Date): Promise<JobApplicant[]> {
  const job = await ownJob(db, employerId, jobId);
  if (!job) throw notFound();
  const rows = await db
    .selectFrom('applicants as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.state', 'a.reason', 'a.hired_at', 'a.created_at', 'u.id as user_id', 'u.name', 'u.phone', NOT_SELECTED.as('not_selected')])
    .select(storedPermitsOf('u.id').as('permits'))
    // Issue 36: the soonest shift ahead of this officer on this job still Unconfirmed (reported, neither confirmed nor kept).
    .select((eb) =>
      eb
        .selectFrom('shifts as s')
        .select(sql<string>`min(s.starts_at)`.as('starts_at'))
        .whereRef('s.job_id', '=', 'a.job_id')
        .whereRef('s.user_id', '=', 'a.user_id')
        .where('s.starts_at', '>', now)
        .where('s.unconfirmed_told_at', 'is not', null)
        .where('s.confirmed_at', 'is', null)
        .where('s.kept_at', 'is', null)
        .where('s.called_off_at', 'is', null)
        .as('unconfirmed_starts_at'),
    )
    .where('a.job_id', '=', jobId)
    .where('u.deleted_at', 'is', null)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    user: { id: r.user_id, name: displayName(r.name, r.phone) },
    state: r.state as ApplicantState,
    reason: r.state === ApplicantState.Rejected ? r.reason : null,
    wasHired: r.hired_at !== null,
    notSelected: r.not_selected,
    created: r.created_at.toISOString(),
    permitShortfalls: shortfallsOf(job, r.permits, now),
    unconfirmedShift: r.state === ApplicantState.Accepted && r.unconfirmed_starts_at ? { startsAt: new Date(r.unconfirmed_starts_at).toISOString(), timeZone: job.time_zone } : null,
  }));
}

/**
 * GET jobApplicants/profile/{employeeId}?relatedToJobId={jobId}: the profile of an employee who
 * applied to the employer's own job. Only a hired (Accepted) applicant's contact data is shown
 * (extended view); before hire and after a cancelled hire phone, e-mail, street address, postal
 * code, emergency contacts, permit numbers and police credentials are left out.
 */
export async function applicantProfile(db: Db, employerId: number, employeeId: number, jobId: number, now: Date): Promise<ApplicantProfile> {
  const row = await db
    .selectFrom('applicants as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .selectAll('u')
    .select(['a.id as applicant_id', 'a.state as applicant_state', 'a.reason as applicant_reason', 'a.hired_at as applicant_hired_at'])
    .where('a.job_id', '=', jobId)
    .where('a.user_id', '=', employeeId)
    .where('j.employer_id', '=', employerId)
    .where('j.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('u.role', '=', Role.Employee)
    .executeTakeFirst();
  const job = await ownJob(db, employerId, jobId);
  if (!row || !job) throw notFound();
  const { applicant_id, applicant_state, applicant_reason, applicant_hired_at, ...user } = row;
  const [view, permitShortfalls] = await Promise.all([profileView(db, user), applicantShortfalls(db, job, employeeId, now)]);
  const extended = applicant_state === ApplicantState.Accepted;
  if (!extended) {
    if (view.general) {
      view.general = {
        ...view.general,
        phone: '',
        email: '',
        address: { ...view.general.address, address1: '', address2: '', postalCode: '' },
        emergencyContacts: [],
      };
    }
    if (view.permits) view.permits = { ...view.permits, documents: view.permits.documents.map((d) => ({ ...d, number: '', info: null })) };
  }
  return {
    applicantID: applicant_id,
    state: applicant_state as ApplicantState,
    reason: applicant_state === ApplicantState.Rejected ? applicant_reason : null,
    wasHired: applicant_hired_at !== null,
    extended,
    general: view.general,
    permits: view.permits,
    experience: view.experience,
    notifications: view.notifications,
    permitShortfalls,
  };
}

/** The application with its job, when the job is the employer's own and not deleted. */
async function ownApplication(db: Trx, employerId: number, applicantId: number) {
  return db
    .selectFrom('applicants as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.job_id', 'a.user_id', 'a.state'])
    .where('a.id', '=', applicantId)
    .where('j.employer_id', '=', employerId)
    .where('j.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * POST jobApplicants/accept/{applicantID}: New or Rejected (a cancelled hire, or an applicant turned
 * down, hired after all) → Accepted while the job is open and fewer than numberOfEmployee are hired. The job row is locked FOR UPDATE first, so parallel hires for one job run one after the
 * other and each counts the Accepted rows the previous ones committed: the limit cannot be passed.
 * The hire is recorded (hire.made): the hired employee gets an SMS in the same transaction, the hire that
 * fills the last place tells the applicants still waiting that they were not selected, and the shifts are planned.
 */
export async function acceptApplicant(db: Db, events: Events, employerId: number, applicantId: number, now: Date): Promise<AcceptApplicantResponse> {
  const found = await ownApplication(db, employerId, applicantId);
  if (!found) throw notFound();
  return db.transaction().execute(async (trx) => {
    const job = await ownJob(trx, employerId, found.job_id, true);
    if (!job) throw notFound();
    const application = await ownApplication(trx, employerId, applicantId);
    if (!application) throw notFound();
    if (!job.enabled) throw new HttpError(409, JOB_CLOSED);
    if (application.state === ApplicantState.Accepted) return { success: true };
    // Issue 36: never an officer the company blocked, or who blocked the company.
    const apart = await trx.selectNoFrom(sql<boolean>`not ${unblocked(sql.val(employerId), sql.val(application.user_id))}`.as('apart')).executeTakeFirstOrThrow();
    if (apart.apart) throw new HttpError(409, HIRE_BLOCKED);
    // Issue 21: never an officer without a required permit valid through the last shift.
    const shortfalls = await applicantShortfalls(trx, job, application.user_id, now, true);
    if (shortfalls.length > 0) throw permitsRefusal(shortfalls);
    // One shift at a time: never an officer already working elsewhere at one of the job's shifts.
    const clash = await hireClash(trx, job.id, application.user_id, now);
    if (clash) throw new HttpError(409, hireClashText(clash));
    const counted = await trx
      .selectFrom('applicants')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('job_id', '=', job.id)
      .where('state', '=', ApplicantState.Accepted)
      .executeTakeFirstOrThrow();
    const hired = Number(counted.n);
    if (hired >= job.number_of_employee) return { success: false, required: job.number_of_employee, hired };
    await trx
      .updateTable('applicants')
      .set({ state: ApplicantState.Accepted, reason: null, hired_at: now, updated_at: now })
      .where('id', '=', applicantId)
      .where('state', 'in', [ApplicantState.New, ApplicantState.Rejected])
      .execute();
    await events.record(trx, now, { kind: 'hire.made', jobId: job.id, userId: application.user_id });
    return { success: true };
  });
}

/**
 * POST jobApplicants/reject/{applicantID} {reason}: Accepted → Rejected (cancel hire) or New →
 * Rejected (reject), the reason one of CANCEL_HIRE_REASONS (rejectApplicantSchema, the route's body), recorded
 * as hire.ended or application.rejected: the employee gets an SMS, a cancelled hire's shifts ahead go. Allowed
 * on a closed job too (the hire is still cancelled); a Rejected applicant cannot be rejected again.
 */
export async function rejectApplicant(db: Db, events: Events, employerId: number, applicantId: number, reason: string, now: Date): Promise<void> {
  const found = await ownApplication(db, employerId, applicantId);
  if (!found) throw notFound();
  await db.transaction().execute(async (trx) => {
    const job = await ownJob(trx, employerId, found.job_id, true);
    if (!job) throw notFound();
    const application = await ownApplication(trx, employerId, applicantId);
    if (!application) throw notFound();
    if (application.state === ApplicantState.Rejected) throw new HttpError(409, ALREADY_REJECTED);
    await trx.updateTable('applicants').set({ state: ApplicantState.Rejected, reason, updated_at: now }).where('id', '=', applicantId).execute();
    const ids = { jobId: job.id, userId: application.user_id };
    await events.record(trx, now, application.state === ApplicantState.Accepted ? { kind: 'hire.ended', ...ids, why: 'cancelled', reason } : { kind: 'application.rejected', ...ids, reason });
  });
}
