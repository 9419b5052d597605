import { sql } from 'kysely';
import type { InferType } from 'yup';
import {
  afterHireErrors,
  EmployerJobState,
  fromAllowed,
  jobSaveSchema,
  jobMessages,
  JobPeriodType,
  needsMileageRate,
  newJobEditorModel,
  OTHER_CATEGORY_ID,
  PERMIT_DOCUMENT_TYPES,
  Shift,
  todayOf,
  Dress,
  Equipment,
  type AdminEmployerJobsResponse,
  type EmployerJobsResponse,
  type InviteFirst,
  type JobEditableResponse,
  type JobEditorModel,
  type ArmedStatus,
  type EmploymentType,
  type ExpenseType,
  type PaymentMethod,
  type PermitDocumentType,
  type RateType,
  type Sex,
  type WeekDay,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { datesText } from '../job-notices';
import { companyCoverage } from '../shifts';
import type { Events, JobChanges } from '../../plugins/events';
import { CHECK_FIELDS } from '../../contract/input';
import { refusedZipCodes, unknownItems } from '../../lib/validation';
import { jobsQuery, textMatch, toJob, withColumns, type JobRow } from '../jobs';
import { zipCodeRefusal, zipTimeZone } from '../../lib/zip-codes';
import { loadCategoryTree, loadLocationTree, loadSpecializations, loadStates, referenceNames, unknownOf } from '../../lib/reference';
import { postsRemaining, type PostsPerPeriod } from './posts';
import { inviteFirstOf } from '../rosters';
import type { Kysely } from 'kysely';
import { pageWindow } from '../../db/page-window';
import { prepared } from '../../db/prepared-statements';

type Trx = Kysely<Database>;

export const JOB_CLOSED_NOT_EDITABLE = jobMessages.closedNotEditable;
export const JOB_CANNOT_REOPEN = 'A closed job cannot be reopened';

/** Whose jobs a call may touch: one employer's own, or any employer's (the admin area). */
export const ANY_EMPLOYER = 'any' as const;
export type JobOwner = number | typeof ANY_EMPLOYER;

/** An own (or, for ANY_EMPLOYER, any) not deleted job row (with its days as text), or undefined. */
async function ownJob(db: Trx, employerId: JobOwner, jobId: number, lock = false) {
  let query = db
    .selectFrom('jobs')
    .selectAll()
    .select([sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from_day'), sql<string | null>`to_char(to_date, 'YYYY-MM-DD')`.as('to_day')])
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null);
  if (employerId !== ANY_EMPLOYER) query = query.where('employer_id', '=', employerId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

type OwnJob = NonNullable<Awaited<ReturnType<typeof ownJob>>>;

function toModel(row: OwnJob): JobEditorModel {
  return {
    id: row.id,
    general: {
      title: row.title,
      specializations: row.specializations,
      periodType: row.period_type as JobPeriodType,
      from: row.from_day,
      to: row.to_day,
      days: row.days as WeekDay[],
      shift: row.shift as Shift,
      timeRange: row.varied_shifts,
      sex: row.sex as Sex,
      description: row.description,
      categories: row.categories,
      subCategories: row.sub_categories,
      otherCategory: row.other_category,
    },
    details: {
      locationName: row.location_name,
      address: { address1: row.address1, address2: row.address2, city: row.city, idstate: row.state_id ?? 0, postalCode: row.postal_code },
      locationDescription: row.location_description,
      locationIDs: row.location_ids,
      jobLocationsAll: row.locations_all,
    },
    payment: {
      numberOfEmployee: row.number_of_employee,
      knownThreats: row.known_threats,
      knownThreatDescription: row.known_threat_description,
      uniformType: row.uniform_type as Dress,
      uniformOther: row.uniform_other,
      armedType: row.armed_type as ArmedStatus,
      markedPermits: row.marked_permits as PermitDocumentType[],
      equipment: row.equipment as Equipment,
      equipmentDescription: row.equipment_description,
      salaryType: row.salary_type as RateType,
      salaryValue: Number(row.salary_value),
      payrollSchedule: row.payroll_schedule,
      mileage: row.mileage,
      mileageRate: row.mileage_rate === null ? null : Number(row.mileage_rate),
      employmentType: row.employment_type as EmploymentType,
      payrollType: row.payroll_type as PaymentMethod,
      travel: row.travel,
      travelTypes: row.travel_types as ExpenseType[],
    },
  };
}

/** GET employers/jobs/getEditable/{id}: id 0 is a new job (defaults of spec section 9), from today in the employer's zone. */
export async function editableJob(db: Db, employerId: number, jobId: number, now: Date, timeZone: string): Promise<JobEditableResponse> {
  let model: JobEditorModel;
  let enabled = true;
  let created: string | null = null;
  let hired = 0;
  let inviteFirst: InviteFirst | null = null;
  if (jobId === 0) {
    model = newJobEditorModel(todayOf({ now, timeZone }));
  } else {
    const row = await ownJob(db, employerId, jobId);
    if (!row) throw notFound();
    model = toModel(row);
    enabled = row.enabled;
    created = row.created_at.toISOString();
    hired = row.hired_count;
    inviteFirst = inviteFirstOf(row, now);
  }
  const [categories, locations, states, specializations] = await Promise.all([loadCategoryTree(db), loadLocationTree(db), loadStates(db), loadSpecializations(db)]);
  return { ...model, categories, locations, states, specializations, enabled, created, hired, inviteFirst };
}

/** The zone of a job at this address: its ZIP code's, else its state's main zone (as the jobs trigger sets it). */
async function jobTimeZone(db: Db, address: { postalCode: string; idstate: number }): Promise<string | undefined> {
  const byZip = zipTimeZone(address.postalCode);
  if (byZip) return byZip;
  const state = await db.selectFrom('us_states').select('time_zone').where('id', '=', address.idstate).executeTakeFirst();
  return state?.time_zone ?? undefined;
}

/** The body of POST employers/jobs, valid by the route's jobSaveSchema. */
type JobSaveItem = InferType<typeof jobSaveSchema>;

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The jobs row of a validated model; fields that do not apply are stored empty. */
function rowOf(item: JobSaveItem) {
  const { general: g, details: d, payment: p } = item;
  const mileage = needsMileageRate(p);
  return {
    title: g.title,
    description: g.description,
    period_type: g.periodType,
    from_date: g.from.slice(0, 10),
    to_date: g.periodType === JobPeriodType.Range && g.to ? g.to.slice(0, 10) : null,
    days: unique(g.days).sort((a, b) => a - b),
    shift: g.shift,
    varied_shifts: JSON.stringify(g.shift === Shift.Other ? g.timeRange.map((r) => ({ from: r.from, to: r.to })) : []),
    sex: g.sex,
    specializations: unique(g.specializations),
    categories: unique(g.categories),
    sub_categories: unique(g.subCategories),
    other_category: g.categories.includes(OTHER_CATEGORY_ID) ? g.otherCategory : '',
    location_name: d.locationName,
    location_description: d.locationDescription,
    address1: d.address.address1,
    address2: d.address.address2,
    city: d.address.city,
    state_id: d.address.idstate,
    postal_code: d.address.postalCode,
    time_zone: zipTimeZone(d.address.postalCode),
    location_ids: unique(d.locationIDs),
    locations_all: d.jobLocationsAll,
    number_of_employee: p.numberOfEmployee,
    known_threats: p.knownThreats,
    known_threat_description: p.knownThreats ? p.knownThreatDescription : '',
    uniform_type: p.uniformType,
    uniform_other: p.uniformType === Dress.Other ? p.uniformOther : '',
    armed_type: p.armedType,
    marked_permits: PERMIT_DOCUMENT_TYPES.filter((type) => p.markedPermits.includes(type)),
    equipment: p.equipment,
    equipment_description: p.equipment !== Equipment.No ? p.equipmentDescription : '',
    salary_type: p.salaryType,
    salary_value: p.salaryValue,
    payroll_schedule: p.payrollSchedule ?? null,
    employment_type: p.employmentType,
    payroll_type: p.payrollType,
    travel: p.travel,
    travel_types: unique(p.travelTypes),
    mileage,
    mileage_rate: mileage ? (p.mileageRate ?? null) : null,
  };
}

type JobValues = ReturnType<typeof rowOf>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
// jsonb stores an object's keys in its own order: compare the times, not the text.
const shiftTimes = (shifts: { from: string; to: string }[]) => shifts.map((r) => `${r.from}-${r.to}`);

/**
 * Issue 17: once officers are hired, an edit may change the dates, place and rate (each hired
 * officer is texted what changed) but may not hire back fewer places than are filled, lower the
 * rate or change its type (officers accepted that pay).
 */
function refuseAfterHire(job: OwnJob, values: JobValues): void {
  const errors = afterHireErrors(
    { numberOfEmployee: values.number_of_employee, salaryType: values.salary_type as RateType, salaryValue: values.salary_value },
    { hired: job.hired_count, salaryType: job.salary_type, salaryValue: Number(job.salary_value) },
  );
  if (Object.keys(errors).length > 0) throw badRequest(CHECK_FIELDS, Object.fromEntries(Object.entries(errors).map(([field, message]) => [`payment.${field}`, [message]])));
}

/** What of the dates, place and rate an edit changed, as the hired officers' SMS names it. */
function changesOf(job: OwnJob, values: JobValues): JobChanges {
  const datesChanged =
    values.period_type !== job.period_type ||
    values.from_date !== job.from_day ||
    values.to_date !== job.to_day ||
    !same(values.days, job.days) ||
    values.shift !== job.shift ||
    !same(shiftTimes(JSON.parse(values.varied_shifts)), shiftTimes(job.varied_shifts));
  const placeChanged = (['location_name', 'address1', 'address2', 'city', 'state_id', 'postal_code'] as const).some((key) => values[key] !== job[key]);
  return {
    dates: datesChanged ? datesText({ periodType: values.period_type, from: values.from_date, to: values.to_date, shift: values.shift }) : null,
    place: placeChanged ? [values.location_name, values.address1, values.city].filter((part) => part).join(', ') : null,
    rate: values.salary_value !== Number(job.salary_value) ? { value: values.salary_value, type: values.salary_type } : null,
  };
}

/**
 * POST employers/jobs: creates (id 0; uses a post of the period) or updates an own enabled job.
 * Creates are serialized per employer (the user row is locked) so parallel publishes cannot
 * overshoot the allowance. Both record it (job.posted, job.edited with what the hired are told), which
 * queues the SMS job alerts in the same transaction (issues 7 and 22): a publish alerts every matching
 * employee, an edit only those it newly fits (job_alerts remembers the rest); the outbox worker sends
 * them (sendQueuedJobAlerts), so call app.outbox.kick() after.
 */
export async function saveJob(db: Db, events: Events, employerId: number, item: JobSaveItem, today: { now: Date; timeZone: string }, allowances: PostsPerPeriod): Promise<number> {
  const { now } = today;
  const existing = item.id > 0 ? await ownJob(db, employerId, item.id) : undefined;
  if (item.id > 0 && !existing) throw notFound();
  if (existing && !existing.enabled) throw new HttpError(409, JOB_CLOSED_NOT_EDITABLE);

  // A running job keeps its from; any other from is today or later both where the employer is (the
  // day their calendar offers) and at the job's address (a day already over there would end the job at once).
  const allowedFrom = existing?.from_day ?? null;
  const jobZone = await jobTimeZone(db, item.details.address);
  if (!fromAllowed(item.general.from, { ...today, allowedFrom }) || !fromAllowed(item.general.from, { now, timeZone: jobZone, allowedFrom })) {
    throw badRequest(CHECK_FIELDS, { 'general.from': [jobMessages.dateFuture] });
  }
  // From the process's reference names: a publish makes no round trip for them.
  const names = await referenceNames(db);
  unknownItems({
    'general.specializations': unknownOf(names.specializations, item.general.specializations),
    'general.categories': unknownOf(names.categories, item.general.categories),
    'general.subCategories': unknownOf(names.categories, item.general.subCategories),
    'details.locationIDs': unknownOf(names.locations, item.details.locationIDs),
    'details.address.idstate': unknownOf(names.states, [item.details.address.idstate]),
  });
  // Issue 36: a ZIP code as entered is one the ZIP data knows, in the state chosen (the job's time zone and
  // the officers' distances come from it). A job saved before keeps its address until it is changed.
  const { postalCode, idstate } = item.details.address;
  if (!existing || existing.postal_code !== postalCode || existing.state_id !== idstate) {
    refusedZipCodes({ 'details.address.postalCode': [zipCodeRefusal(postalCode, names.states.get(idstate)?.code)] });
  }
  const values = rowOf(item);

  return db.transaction().execute(async (trx) => {
    if (existing) {
      const locked = await ownJob(trx, employerId, existing.id, true);
      if (!locked) throw notFound();
      if (!locked.enabled) throw new HttpError(409, JOB_CLOSED_NOT_EDITABLE);
      if (locked.hired_count > 0) refuseAfterHire(locked, values);
      await trx.updateTable('jobs').set({ ...values, updated_at: now }).where('id', '=', existing.id).execute();
      await events.record(trx, now, { kind: 'job.edited', jobId: existing.id, changes: locked.hired_count > 0 ? changesOf(locked, values) : null });
      return existing.id;
    }
    await trx.selectFrom('users').select('id').where('id', '=', employerId).forUpdate().executeTakeFirst();
    if ((await postsRemaining(trx, employerId, now, allowances)) <= 0) throw new HttpError(403, jobMessages.noPostsRemaining);
    const row = await trx
      .insertInto('jobs')
      .values({ ...values, employer_id: employerId, enabled: true, created_at: now, updated_at: now, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await events.record(trx, now, { kind: 'job.posted', jobId: row.id });
    return row.id;
  });
}

/**
 * One tab page of an employer's jobs with both tab counts (the employer's list and the admin employer-job
 * listing): ids by jobs_employer_created, then only those rows read.
 */
export async function employerJobPage(
  db: Db,
  employerId: number,
  filter: { state: EmployerJobState; text: string },
  page: { from: number; count: number; asc: boolean },
  now: Date,
): Promise<AdminEmployerJobsResponse> {
  const match = textMatch(filter.text);
  const own = db
    .selectFrom('jobs as j')
    .where('j.employer_id', '=', employerId)
    .where('j.deleted_at', 'is', null)
    .$if(match !== null, (q) => q.where(match!));
  const active = filter.state === EmployerJobState.Active;
  const direction = page.asc ? 'asc' : 'desc';
  const ids = own.select('j.id').where('j.enabled', '=', active).orderBy('j.created_at', direction).orderBy('j.id', direction).$call(pageWindow(page));
  const counts = own.select((eb) => [eb.fn.countAll<string>().filterWhere('j.enabled', '=', true).as('enabled_count'), eb.fn.countAll<string>().filterWhere('j.enabled', '=', false).as('disabled_count')]);
  const pageRows = withColumns(jobsQuery(db, 0)).where('j.id', 'in', ids);
  // One statement, as employeeJobs: the counts' row joined to each job of the page (or to none).
  const [rows, names] = await Promise.all([
    db
      .selectFrom(counts.as('c'))
      .leftJoin(pageRows.as('p'), (join) => join.onTrue())
      .selectAll(['c', 'p'])
      .orderBy('p.created_at', direction)
      .orderBy('p.id', direction)
      .$call(prepared)
      .execute(),
    referenceNames(db),
  ]);
  const [first] = rows;
  const enabled = Number(first.enabled_count);
  const disabled = Number(first.disabled_count);
  const items = rows.flatMap((row) => (row.id === null ? [] : [toJob(row as JobRow, names, now)]));
  return { items, total: active ? enabled : disabled, enabled, disabled };
}

/** POST employers/jobs/items: a page of the employer's own jobs, newest first, each with its coverage this week, with tab counts and posts remaining. */
export async function employerJobs(
  db: Db,
  employerId: number,
  filter: { state: EmployerJobState; text: string },
  page: { from: number; count: number; asc: boolean },
  now: Date,
  allowances: PostsPerPeriod,
): Promise<EmployerJobsResponse> {
  const [list, remaining] = await Promise.all([employerJobPage(db, employerId, filter, page, now), postsRemaining(db, employerId, now, allowances)]);
  const { ofJob } = await companyCoverage(db, employerId, now, list.items.map((job) => job.id));
  const items = list.items.map((job) => ({ ...job, coverage: ofJob(job.id) }));
  return { ...list, items, remaining };
}

/**
 * POST employers/jobs/changeState/{id}/{state}: 0 closes an active job to new applicants and texts its
 * applicants in the same transaction (job.closed); the hired stay hired, with their shifts. Closing a
 * closed job changes nothing. 1 on a closed job is refused (reopening
 * is not offered); 1 on an active job changes nothing. Admins pass ANY_EMPLOYER.
 */
export async function changeJobState(db: Db, events: Events, employerId: JobOwner, jobId: number, state: EmployerJobState, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const job = await ownJob(trx, employerId, jobId, true);
    if (!job) throw notFound();
    if (state === EmployerJobState.Active) {
      if (!job.enabled) throw new HttpError(409, JOB_CANNOT_REOPEN);
      return;
    }
    if (!job.enabled) return;
    await trx.updateTable('jobs').set({ enabled: false, updated_at: now }).where('id', '=', jobId).execute();
    await events.record(trx, now, { kind: 'job.closed', jobId });
  });
}

/**
 * DELETE employers/jobs/{id}: soft delete (deleted_at). The job disappears from every list and page,
 * applications and the shifts that already happened stay (history, admin). Its hired officers are texted
 * that it is cancelled and lose the shifts still ahead, and an active job's waiting applicants hear that
 * it closed (job.deleted's reactions). Admins pass ANY_EMPLOYER.
 */
export async function deleteJob(db: Db, events: Events, employerId: JobOwner, jobId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await ownJob(trx, employerId, jobId, true))) throw notFound();
    await trx.updateTable('jobs').set({ deleted_at: now, updated_at: now }).where('id', '=', jobId).execute();
    await events.record(trx, now, { kind: 'job.deleted', jobId, why: 'deleted' });
  });
}
