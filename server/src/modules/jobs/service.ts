import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import {
  ApplicantState,
  type ApplicantStatus,
  type EmployeeJobsType,
  type Job,
  type NamedRef,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';

type Q = Db;
type From = Database & { j: Database['jobs']; e: Database['users']; ep: Database['employer_profiles']; s: Database['us_states']; a: Database['applicants'] };

/** Escapes LIKE wildcards so the user's text is matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Jobs with their employer, state and the viewer's application (viewerId 0: none). */
export function jobsQuery(db: Q, viewerId: number) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .leftJoin('employer_profiles as ep', 'ep.user_id', 'j.employer_id')
    .leftJoin('us_states as s', 's.id', 'j.state_id')
    .leftJoin('applicants as a', (join) => join.onRef('a.job_id', '=', 'j.id').on('a.user_id', '=', viewerId))
    .where('j.deleted_at', 'is', null)
    .where('e.deleted_at', 'is', null);
}

export type JobsQuery = ReturnType<typeof jobsQuery>;

export function withColumns(query: JobsQuery) {
  return query.selectAll('j').select([
    sql<string>`to_char(j.from_date, 'YYYY-MM-DD')`.as('from_day'),
    sql<string | null>`to_char(j.to_date, 'YYYY-MM-DD')`.as('to_day'),
    sql<string>`coalesce(ep.company, e.name, '')`.as('company'),
    'ep.employer_type as profile_employer_type',
    's.name as state_name',
    's.code as state_code',
    'a.state as my_state',
    'a.created_at as my_applied',
    'a.reason as my_reason',
    sql<number>`(select count(*)::int from applicants x where x.job_id = j.id)`.as('applicant_count'),
    sql<number>`(select count(*)::int from applicants x where x.job_id = j.id and x.state = ${ApplicantState.Accepted})`.as('hired_count'),
  ]);
}

type JobRowFull = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** Open for applications: enabled, and its employer neither blocked nor deleted. */
const isOpen = (eb: ExpressionBuilder<From, 'j' | 'e'>) => eb.and([eb('j.enabled', '=', true), eb('e.enabled', '=', true)]);

export function textFilter<Q2 extends SelectQueryBuilder<From, 'j' | 'e' | 'ep' | 's' | 'a', object>>(query: Q2, text: string): Q2 {
  const trimmed = text.trim();
  if (!trimmed) return query;
  const pattern = likePattern(trimmed);
  return query.where((eb) => eb.or([sql<boolean>`j.title ilike ${pattern} escape '\\'`, sql<boolean>`j.description ilike ${pattern} escape '\\'`])) as Q2;
}

function tabFilter(query: JobsQuery, type: EmployeeJobsType): JobsQuery {
  if (type === 'hired') return query.where('a.state', '=', ApplicantState.Accepted);
  if (type === 'applied') return query.where('a.state', '=', ApplicantState.New);
  return query.where(isOpen);
}

interface Names {
  specializations: Map<number, string>;
  categories: Map<number, string>;
  locations: Map<number, string>;
}

export async function referenceNames(db: Q): Promise<Names> {
  const [specializations, categories, locations] = await Promise.all([
    db.selectFrom('specializations').select(['id', 'name']).execute(),
    db.selectFrom('job_categories').select(['id', 'name']).execute(),
    db.selectFrom('locations').select(['id', 'name']).execute(),
  ]);
  const map = (rows: NamedRef[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { specializations: map(specializations), categories: map(categories), locations: map(locations) };
}

const refs = (ids: number[], names: Map<number, string>): NamedRef[] => ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }));

export function toJob(row: JobRowFull, names: Names): Job {
  const state = row.my_state as ApplicantState | null;
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    employerId: row.employer_id,
    description: row.description,
    from: row.from_day,
    to: row.to_day,
    periodType: row.period_type as Job['periodType'],
    days: row.days as Job['days'],
    shift: row.shift as Job['shift'],
    variedShifts: row.varied_shifts,
    sex: row.sex as Job['sex'],
    jobSpecializations: refs(row.specializations, names.specializations),
    jobCategories: refs(row.categories, names.categories),
    jobSubCategories: refs(row.sub_categories, names.categories),
    otherCategory: row.other_category,
    locationName: row.location_name,
    locationDescription: row.location_description,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      idstate: row.state_id ?? 0,
      state: row.state_name ?? '',
      stateCode: row.state_code ?? '',
      postalCode: row.postal_code,
    },
    jobLocations: refs(row.location_ids, names.locations),
    jobLocationsAll: row.locations_all,
    numberOfEmployee: row.number_of_employee,
    knownThreats: row.known_threats,
    knownThreatDescription: row.known_threat_description,
    uniformType: row.uniform_type as Job['uniformType'],
    uniformOther: row.uniform_other,
    armedType: row.armed_type as Job['armedType'],
    equipment: row.equipment as Job['equipment'],
    equipmentDescription: row.equipment_description,
    salaryType: row.salary_type as Job['salaryType'],
    salaryValue: Number(row.salary_value),
    payrollSchedule: row.payroll_schedule,
    employmentType: row.employment_type as Job['employmentType'],
    employerType: (row.employer_type ?? row.profile_employer_type ?? null) as Job['employerType'],
    payrollType: row.payroll_type as Job['payrollType'],
    travel: row.travel,
    travelTypes: row.travel_types as Job['travelTypes'],
    mileage: row.mileage,
    mileageRate: row.mileage_rate === null ? null : Number(row.mileage_rate),
    enabled: row.enabled,
    created: row.created_at.toISOString(),
    applicants: row.applicant_count,
    hired: row.hired_count,
    applicantState: state,
    applied: row.my_applied ? row.my_applied.toISOString() : null,
    reason: state === ApplicantState.Rejected ? row.my_reason : null,
  };
}

export async function countOf(query: JobsQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface EmployeeJobsPage {
  items: Job[];
  total: number;
  all: number;
  applied: number;
  hired: number;
}

/** POST employees/jobs/items: one page of a tab, newest first by default, with the tab counts. */
export async function employeeJobs(
  db: Db,
  viewerId: number,
  filter: { type: EmployeeJobsType; text: string },
  page: { from: number; count: number; asc: boolean },
): Promise<EmployeeJobsPage> {
  const base = () => textFilter(jobsQuery(db, viewerId), filter.text);
  const [rows, all, applied, hired, names] = await Promise.all([
    withColumns(tabFilter(base(), filter.type))
      .orderBy('j.created_at', page.asc ? 'asc' : 'desc')
      .orderBy('j.id', page.asc ? 'asc' : 'desc')
      .offset(page.from)
      .limit(page.count)
      .execute(),
    countOf(tabFilter(base(), 'all')),
    countOf(tabFilter(base(), 'applied')),
    countOf(tabFilter(base(), 'hired')),
    referenceNames(db),
  ]);
  const total = filter.type === 'hired' ? hired : filter.type === 'applied' ? applied : all;
  return { items: rows.map((row) => toJob(row, names)), total, all, applied, hired };
}

export type JobViewer = { kind: 'employee'; userId: number } | { kind: 'employer'; userId: number } | { kind: 'admin' };

/**
 * One job as the viewer may see it: an employee sees open jobs and jobs they applied to; an employer
 * their own; an admin any. undefined otherwise (the route answers 404).
 */
export async function jobFor(db: Db, jobId: number, viewer: JobViewer): Promise<Job | undefined> {
  let query = jobsQuery(db, viewer.kind === 'employee' ? viewer.userId : 0).where('j.id', '=', jobId);
  if (viewer.kind === 'employee') query = query.where((eb) => eb.or([isOpen(eb), eb('a.id', 'is not', null)]));
  if (viewer.kind === 'employer') query = query.where('j.employer_id', '=', viewer.userId);
  const [row, names] = await Promise.all([withColumns(query).executeTakeFirst(), referenceNames(db)]);
  return row ? toJob(row, names) : undefined;
}

export interface JobState {
  exists: boolean;
  open: boolean;
  enabled: boolean;
  status: ApplicantStatus;
}

/** The job's state and the employee's application, for apply / cancel / status. */
export async function jobState(db: Q, jobId: number, userId: number): Promise<JobState> {
  const row = await jobsQuery(db, userId)
    .where('j.id', '=', jobId)
    .select(['j.enabled as enabled', 'e.enabled as employer_enabled', 'a.state as state'])
    .executeTakeFirst();
  if (!row) return { exists: false, open: false, enabled: false, status: -1 };
  return {
    exists: true,
    enabled: row.enabled,
    open: row.enabled && row.employer_enabled,
    status: row.state === null ? -1 : (row.state as ApplicantState),
  };
}
