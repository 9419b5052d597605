import { sql, type Expression, type ExpressionBuilder, type QueryCreator, type RawBuilder, type SqlBool } from 'kysely';
import { APPLICANT_NONE, ApplicantState, EmployeeJobSort, INVITE_FIRST_HOURS_MAX, type ApplicantStatus, type EmployeeJobsResponse, type EmployeeJobsType, type Job, type NamedRef } from '@dutylink/contracts';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { referenceNames, type ReferenceNames } from '../../lib/reference';
import { pageWindow } from '../../db/page-window';
import { prepared } from '../../db/prepared-statements';
import { milesBetween } from '../../lib/distance';
import { chordFrom, filterConditions, hasFilters, isSorted, orderJobs, type JobListFilterInput, type JobListOrder } from './job-list-order';
import { blockedByCompany, blockedCompaniesOf, favourite, invited, unblocked } from '../rosters';
import { inviteFirstOf } from '../rosters';

type WithJobs = Database & { j: Database['jobs'] };

/**
 * Jobs not deleted, of an employer not deleted, with the employer's profile and the viewer's application
 * (viewerId 0: none). Counts, company and employer state are columns of jobs kept by triggers
 * (migrations 0004 and 0011), so a page reads no other table per row.
 */
export function jobsQuery(db: Db, viewerId: number) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('employer_profiles as ep', 'ep.user_id', 'j.employer_id')
    .leftJoin('applicants as a', (join) => join.onRef('a.job_id', '=', 'j.id').on('a.user_id', '=', viewerId))
    .where('j.deleted_at', 'is', null)
    .where(sql<boolean>`j.employer_live`);
}

type JobsQuery = ReturnType<typeof jobsQuery>;

/** The columns of jobs a Job answer shows (toJob): not the search words, the kept flags or the times only rules read. */
const JOB_COLUMNS = [
  'id', 'employer_id', 'title', 'company_name', 'description', 'period_type', 'days', 'shift', 'varied_shifts', 'sex',
  'specializations', 'categories', 'sub_categories', 'other_category', 'location_name', 'location_description',
  'address1', 'address2', 'city', 'state_id', 'postal_code', 'location_ids', 'locations_all', 'number_of_employee',
  'known_threats', 'known_threat_description', 'uniform_type', 'uniform_other', 'armed_type', 'marked_permits', 'equipment',
  'equipment_description', 'salary_type', 'salary_value', 'payroll_schedule', 'employment_type', 'employer_type',
  'payroll_type', 'travel', 'travel_types', 'mileage', 'mileage_rate', 'enabled', 'created_at', 'applicants_count', 'hired_count',
  'favourites_until', 'time_zone',
] as const satisfies readonly (keyof Database['jobs'])[];

/**
 * Whether the application (a) to the job (j) was told it was not selected and still is (Job.notSelected, issue 36):
 * turned down before any hire, or waiting while the job is closed, or passed over (passed_over_at) while every
 * place is still filled; a place that opens again makes a passed-over application a live one again.
 */
export const NOT_SELECTED = sql<boolean>`coalesce((a.state = ${sql.lit(ApplicantState.Rejected)} and a.hired_at is null)
  or (a.state = ${sql.lit(ApplicantState.New)} and (not j.enabled or (a.passed_over_at is not null and j.hired_count >= j.number_of_employee))), false)`;

/**
 * The Job answer's columns, with the miles from the officer `viewer` (none: no officer, no distance) to the
 * job, between their ZIP centres (issue 21), the day's pay the Pay sort orders by, and the officer's own
 * application: not selected, and while hired the next shift not over at `viewer.now` (Job.nextShiftAt).
 */
export function withColumns(query: JobsQuery, viewer?: { id: number; now: Date }) {
  const viewerId = viewer?.id ?? 0;
  const officerPlace = sql`(select me.place from employee_profiles me where me.user_id = ${viewerId})`;
  const nextShift = viewer
    ? sql<Date | null>`case when a.state = ${sql.lit(ApplicantState.Accepted)} then (select min(s.starts_at) from shifts s where s.user_id = a.user_id and s.job_id = j.id and s.ends_at > ${viewer.now}) end`
    : sql<Date | null>`null::timestamptz`;
  return query.select(JOB_COLUMNS.map((column) => `j.${column}` as const)).select([
    viewerId ? milesBetween(sql`j.place`, officerPlace).as('distance_miles') : sql<number | null>`null::float8`.as('distance_miles'),
    NOT_SELECTED.as('my_not_selected'),
    nextShift.as('my_next_shift_at'),
    'j.day_pay',
    sql<string>`to_char(j.from_date, 'YYYY-MM-DD')`.as('from_day'),
    sql<string | null>`to_char(j.to_date, 'YYYY-MM-DD')`.as('to_day'),
    'ep.employer_type as profile_employer_type',
    'a.state as my_state',
    'a.created_at as my_applied',
    'a.reason as my_reason',
  ]);
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/**
 * Open for applications at `now`: enabled, its employer neither blocked nor deleted, and its last day not
 * over in the job's time zone (ends_at). Ended jobs leave the All tab and the alerts; they stay in the
 * employee's own tabs.
 *
 * The flags are written into the SQL, not passed as parameters: statements run prepared
 * (db/prepared-statements.ts), and a kept plan can use the partial index jobs_open_created only when the
 * SQL itself implies its predicate.
 */
export const openAt = (now: Date) => (eb: ExpressionBuilder<WithJobs, 'j'>) =>
  eb.and([sql<boolean>`j.enabled`, eb('j.deleted_at', 'is', null), sql<boolean>`j.employer_live`, sql<boolean>`j.employer_enabled`, eb('j.ends_at', '>', now)]);

/**
 * The open jobs at `now` the officer `viewerId` does not see in the All tab, its search and its counts (issue 36):
 * the jobs of a company where one of the two blocked the other, and invite-first jobs still reaching only the
 * company's favourites when the officer is not one. An invite-first job is new (favourites_until is at most
 * INVITE_FIRST_HOURS_MAX after created_at), so those are read through jobs_open_created's last day of jobs.
 */
function hiddenJobs(db: Db, viewerId: number, now: Date) {
  const at = sql<Date>`${now}::timestamptz`;
  const ofBlocked = db
    .selectFrom('jobs as j')
    .select('j.id')
    .where(openAt(now))
    .where(sql<boolean>`j.employer_id in (${blockedCompaniesOf(sql.val(viewerId))})`);
  const inviteFirst = db
    .selectFrom('jobs as j')
    .select('j.id')
    .where(openAt(now))
    .where('j.created_at', '>', sql<Date>`${at} - make_interval(hours => ${INVITE_FIRST_HOURS_MAX}::int)`)
    .where('j.favourites_until', '>', at)
    .where(sql<boolean>`not ${favourite(sql.ref('j.employer_id'), sql.val(viewerId))}`);
  return ofBlocked.union(inviteFirst);
}

/**
 * The same rule row by row, for a list that walks jobs (jobs as j) in an index's order: a condition on each job
 * met rather than a set of hidden ids, so the list's statement keeps one generic plan (a set is weighed by the
 * planner as if a third of the jobs were hidden, which only a custom plan for each call corrects).
 */
function visibleTo(viewerId: number, now: Date) {
  const viewer = sql.val(viewerId);
  return sql<boolean>`(j.employer_id not in (${blockedCompaniesOf(viewer)}) and ${invited(sql.ref('j.employer_id'), viewer, sql.ref('j.favourites_until'), sql`${now}::timestamptz`)})`;
}

/** The words typed, lower-cased, letters and digits only; null for no text. */
function searchWords(text: string): string[] | null {
  if (!text.trim()) return null;
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A search's word or time as PostgreSQL sees it: a scalar subquery, read only when the statement runs. Its
 * estimates are then the same for every word, so it keeps one plan for a search statement: with the values
 * as plain parameters it priced each call's own plan by the word, found the kept one dearer, and planned
 * every call again (1 ms at 100,000 jobs, as long as the rest of the statement).
 */
const unseenWord = (word: string) => sql<string>`(select ${word}::text)`;
const unseenTime = (at: Date) => sql<Date>`(select ${at}::timestamptz)`;

/**
 * The job search, or null for no text: every word typed begins a word a job card shows (title,
 * description, city, location name, company), case-insensitively, through jobs.words (migration 0013).
 * Text with no letter or digit finds nothing. Used where a person's own few jobs are searched; the All
 * tab searches through `allTabMatches`.
 */
export function textMatch(text: string): Expression<SqlBool> | null {
  const words = searchWords(text);
  return words === null ? null : holdsWords(words);
}

/**
 * j.words holds a word beginning each of `words` (none: false). The query is unseen (`unseenWord`) like the
 * search's words: as a plain parameter PostgreSQL priced the walk of `withMatches` by its words and planned
 * every call again (0.9 ms of a 1.6 ms statement at 100,000 jobs).
 */
function holdsWords(words: string[]): Expression<SqlBool> {
  if (words.length === 0) return sql<boolean>`false`;
  // Letters and digits only, so each is a safe tsquery lexeme; :* makes it a prefix.
  return sql<boolean>`j.words @@ to_tsquery('simple', ${unseenWord(words.map((word) => `'${word}':*`).join(' & '))})`;
}

/** Greater, in the byte order of open_job_words.word (collate "C"), than every word beginning with a prefix. */
const AFTER_PREFIX = '\u{10FFFF}';

/** A typed word as the statement reads it, and the bound above every word it begins (see AFTER_PREFIX). */
interface TypedWord {
  word: Expression<string>;
  after: Expression<string>;
}

const typedWord = (word: string): TypedWord => ({ word: unseenWord(word), after: unseenWord(word + AFTER_PREFIX) });
/** A word the statement computes (a column, a subquery) as a TypedWord. */
const computedWord = (word: Expression<string>): TypedWord => ({ word, after: sql<string>`${word} || ${AFTER_PREFIX}` });

/**
 * The words beginning `typed` that open jobs at `now` hold, with how many jobs each is the first such word
 * of, summed from open_word_counts (migration 0020) over the ends still ahead: the jobs `wordMatches`
 * finds, counted without reading them.
 */
function wordCounts(db: Db, typed: TypedWord, now: Date) {
  return db
    .selectFrom('open_word_counts')
    .select('word')
    .select(sql<string>`sum(n)`.as('n'))
    .where('word', '>=', typed.word)
    .where('word', '<', typed.after)
    .where('shared', '<', sql<number>`length(${typed.word})`)
    .where('ends_at', '>', unseenTime(now))
    .groupBy('word')
    .having(sql<number>`sum(n)`, '>', 0);
}

/** How many open jobs at `now` hold a word beginning `typed`: the sum of `wordCounts`. */
function wordTotal(db: Db, typed: TypedWord, now: Date) {
  return db.selectFrom(wordCounts(db, typed, now).as('w')).select(sql<string>`coalesce(sum(n), 0)`.as('n'));
}

type Order = 'asc' | 'desc';
/** A row count, written into the SQL for the first page (see db/page-window.ts). */
type Limit = number | RawBuilder<number>;

/**
 * The open jobs at `now` with a word beginning `typed`, as (id, created_at), each job once: the same rule
 * as `openAt` and `textMatch` together, read from the index of open_job_words (migration 0016) alone. A
 * job is taken at the first of its words that begin `word`, the one whose previous word does not. Each
 * word `wordCounts` finds is read from the index separately. `first`: only each word's first jobs in that
 * order (the index keeps a word's jobs in created_at order), so a page costs the same however many match;
 * with `holding`, only the jobs that also hold every word typed; never the officer's `hidden` jobs.
 */
function wordMatches(db: Db, typed: TypedWord, now: Date, first?: { direction: Order; upTo: Limit; holding?: string[]; hidden: ReturnType<typeof hiddenJobs> }) {
  return db
    .selectFrom(wordCounts(db, typed, now).as('w'))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('open_job_words as o')
          .select(['o.job_id as id', 'o.created_at'])
          .whereRef('o.word', '=', 'w.word')
          .where((eb) => eb.or([eb('o.previous_word', 'is', null), eb('o.previous_word', '<', typed.word)]))
          .where('o.ends_at', '>', unseenTime(now))
          .$if(first !== undefined, (q) => q.where('o.job_id', 'not in', first!.hidden))
          .$if(first?.holding !== undefined, (q) =>
            q.where((eb) => eb.exists(eb.selectFrom('jobs as j').select('j.id').whereRef('j.id', '=', 'o.job_id').where(holdsWords(first!.holding!)))),
          )
          .$if(first !== undefined, (q) => q.orderBy('o.created_at', first!.direction).orderBy('o.job_id', first!.direction).limit(first!.upTo))
          .as('m'),
      (join) => join.onTrue(),
    )
    .select(['m.id', 'm.created_at']);
}

/**
 * How many jobs a search of several words counts at most past the page (`counted`): 100, or the page's
 * end when deeper. Beyond it the All tab says '100+' (EmployeeJobsResponse.moreThanAll). An exact count of
 * the jobs holding two words reads every job holding the rarer one, so it grew with the marketplace
 * ('guard card' at 100,000 jobs: 25,809 matches, 24 ms of PostgreSQL per request); counting up to a bound
 * costs the same at any size (docs/decisions/counts-to-100.md).
 */
export const SEARCH_COUNTED = 100;
const counted = (page: { from: number; count: number }) => Math.max(SEARCH_COUNTED, page.from + page.count) + 1;

/**
 * With several words typed, the All tab's matches are computed once, as the common table `matches` of the
 * list's statement, for its total and its page: the first `upTo` jobs in `direction` holding every word,
 * found by walking the rarest word's jobs in that order, by their kept counts (`ranked_words`), and
 * reading each one's words (jobs.words) until `upTo` hold them all.
 */
const MATCHES = sql<{ id: number; created_at: Date }>`matches`;

function withMatches(db: Db, words: string[] | null, direction: Order, upTo: Limit, now: Date, hidden: ReturnType<typeof hiddenJobs>): QueryCreator<Database> {
  if (words === null || words.length < 2) return db;
  const typed = words
    .map((word, i) => db.selectNoFrom([unseenWord(word).as('w'), sql.lit(i).as('i')]))
    .reduce((all, next) => all.unionAll(next));
  const rarest = computedWord(sql<string>`(select w from ranked_words where r = 0)`);
  return db
    .with('ranked_words', () =>
      db
        .selectFrom(typed.as('t'))
        .select(['t.w', sql<number>`row_number() over (order by (${wordTotal(db, computedWord(sql`t.w`), now)}), t.i) - 1`.as('r')]),
    )
    .with('matches', () =>
      db
        .selectFrom(wordMatches(db, rarest, now, { direction, upTo, holding: words, hidden }).as('m'))
        .select(['m.id', 'm.created_at'])
        .orderBy('m.created_at', direction)
        .orderBy('m.id', direction)
        .limit(upTo),
    ) as unknown as QueryCreator<Database>;
}

/** The ids of the All tab's matches for the words typed (j.created_at orders them): for one word, its first `upTo` in `direction`. */
function allTabMatches(db: Db, words: string[], direction: Order, upTo: Limit, now: Date, hidden: ReturnType<typeof hiddenJobs>) {
  if (words.length === 0) return db.selectFrom('jobs as j').select('j.id').where(sql<boolean>`false`);
  if (words.length > 1) return db.selectFrom(MATCHES.as('j')).select('j.id');
  return db.selectFrom(wordMatches(db, typedWord(words[0]), now, { direction, upTo, hidden }).as('j')).select('j.id');
}

/**
 * How many open jobs at `now` hold the words typed: a sum of kept counts without text (open_jobs, over the ends
 * still ahead) and for one word (open_word_counts), else a count of `matches` (at most `counted`, the officer's
 * hidden jobs left out there). The kept counts hold every officer's jobs: `hiddenAmong` says how many to take off.
 */
function allTabTotal(db: Db, words: string[] | null, now: Date) {
  if (words === null) return db.selectFrom('open_jobs').select(sql<string>`coalesce(sum(n), 0)`.as('n')).where('ends_at', '>', now);
  if (words.length === 0) return db.selectNoFrom(sql<string>`0`.as('n'));
  if (words.length === 1) return wordTotal(db, typedWord(words[0]), now);
  return db.selectFrom(MATCHES.as('m')).select((eb) => eb.fn.countAll<string>().as('n'));
}

/**
 * How many of the jobs a kept count holds (no text, or one word) are hidden from the officer (issue 36), in a
 * statement of its own beside the list's: inside it, the planner weighs the hidden set as a third of all jobs and
 * plans the whole list again on every call; alone, it is planned for its values (none hidden, mostly) and is cheap.
 */
async function hiddenAmong(db: Db, viewerId: number, words: string[] | null, now: Date): Promise<number> {
  const row = await db
    .selectFrom('jobs as j')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('j.id', 'in', hiddenJobs(db, viewerId, now))
    .$if(words !== null, (q) => q.where(holdsWords(words!)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const refs = (ids: number[], names: Map<number, string>): NamedRef[] => ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! }));

/** `row` as a Job answer at `now` (an invite-first job says so while it reaches only the company's favourites). */
export function toJob(row: JobRow, names: ReferenceNames, now: Date): Job {
  const state = row.my_state as ApplicantState | null;
  const usState = row.state_id === null ? undefined : names.states.get(row.state_id);
  return {
    id: row.id,
    title: row.title,
    company: row.company_name,
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
      state: usState?.name ?? '',
      stateCode: usState?.code ?? '',
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
    markedPermits: row.marked_permits as Job['markedPermits'],
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
    applicants: row.applicants_count,
    hired: row.hired_count,
    applicantState: state,
    applied: row.my_applied ? row.my_applied.toISOString() : null,
    reason: state === ApplicantState.Rejected ? row.my_reason : null,
    notSelected: row.my_not_selected,
    nextShiftAt: row.my_next_shift_at ? new Date(row.my_next_shift_at).toISOString() : null,
    distanceMiles: row.distance_miles === null ? null : Math.round(row.distance_miles * 10) / 10,
    inviteFirst: inviteFirstOf(row, now),
  };
}

/** The ids of the viewer's New (Applied tab) or Accepted (Hired tab) applications, text filter included. */
function myTabIds(db: Db, viewerId: number, type: 'applied' | 'hired', text: string) {
  const match = textMatch(text);
  return db
    .selectFrom('applicants as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select('j.id')
    .where('a.user_id', '=', viewerId)
    .where('a.state', '=', type === 'hired' ? ApplicantState.Accepted : ApplicantState.New)
    .where('j.deleted_at', 'is', null)
    .where(sql<boolean>`j.employer_live`)
    .$if(match !== null, (q) => q.where(match!));
}

/**
 * The three tab counts: All (`allTabTotal`, or with filters `listed` counted up to `upTo`), Applied and Hired,
 * and the officer's ZIP code the distances are from (null when the ZIP data does not know it).
 */
function tabCounts(db: Db, viewerId: number, text: string, words: string[] | null, now: Date, filtered?: { listed: ReturnType<typeof listedJobs>; upTo: Limit }) {
  const count = (type: 'applied' | 'hired') => db.selectFrom(myTabIds(db, viewerId, type, text).as('t')).select((eb) => eb.fn.countAll<string>().as('n'));
  const all = filtered
    ? db.selectFrom(filtered.listed.limit(filtered.upTo).as('f')).select((eb) => eb.fn.countAll<string>().as('n'))
    : allTabTotal(db, words, now);
  return db.selectNoFrom(() => [
    all.as('all'),
    count('applied').as('applied'),
    count('hired').as('hired'),
    db.selectFrom('employee_profiles').select('postal_code').where('user_id', '=', viewerId).where('place', 'is not', null).as('distance_from'),
  ]);
}

/**
 * The All tab's jobs when it is sorted by pay or distance or filtered (issue 21): the open jobs holding every
 * word typed (read from jobs.words, as a job is met in the sort's order) and passing the filters, not hidden from the officer. The page
 * walks the sort's index (jobs_open_day_pay, jobs_open_place, jobs_open_created) to its end, so its cost
 * grows with how rare the matches are, not with the number of jobs (docs/performance.md).
 */
function listedJobs(db: Db, viewerId: number, words: string[] | null, filters: JobListFilterInput, now: Date) {
  return db
    .selectFrom('jobs as j')
    .select('j.id')
    .where(openAt(now))
    .where(visibleTo(viewerId, now))
    .where((eb) => eb.and(filterConditions(filters)(eb)))
    .$if(words !== null, (q) => q.where(holdsWords(words!)));
}

/**
 * The ids of a page of `listed` nearest `place` first, newest first among equal distances (one ZIP code's
 * jobs), jobs whose ZIP code is unknown last. A nearest-first scan of jobs_open_place finds how far the page's
 * last job is (`reach`: the chord of the page end's job); the jobs within that reach are then read through the
 * same index as a box around the place (a whole ZIP code's jobs at the edge included) and sorted exactly. Ties
 * cannot be broken inside the scan itself: PostgreSQL sorts none after a nearest-first scan, so with the tie
 * order in the statement it read and sorted every open job (111 ms of PostgreSQL per request at 100,000 jobs).
 * Only when fewer jobs have a place than the page needs (`reach` none) do those without one follow.
 */
function nearestJobIds(db: Db, listed: () => ReturnType<typeof listedJobs>, place: string, page: { from: number; count: number }) {
  const chord = chordFrom(place);
  const pageEnd = page.from + page.count;
  const reach = listed()
    .clearSelect()
    .select(chord.as('d'))
    .where('j.place', 'is not', null)
    .orderBy(chord)
    .offset(page.from === 0 ? sql.lit(pageEnd - 1) : pageEnd - 1)
    .limit(sql.lit(1));
  const radius = sql<number>`coalesce((${reach}), 2)`;
  const near = listed()
    .select([chord.as('d'), 'j.created_at'])
    .where(sql<boolean>`j.place <@ cube_enlarge(${place}::cube, ${radius}, 3)`)
    .where(chord, '<=', radius);
  const unplaced = listed()
    .select([sql<number | null>`null::float8`.as('d'), 'j.created_at'])
    .where('j.place', 'is', null)
    .where(sql<boolean>`(${reach}) is null`)
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(page.from === 0 ? sql.lit(pageEnd) : pageEnd);
  return db
    .selectFrom(near.unionAll(db.selectFrom(unplaced.as('u')).selectAll()).as('j'))
    .select('j.id')
    .orderBy(sql`j.d asc nulls last`)
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .$call(pageWindow(page));
}

/** The officer's place (employee_profiles.place), null without a ZIP code the ZIP data knows. */
async function officerPlace(db: Db, viewerId: number): Promise<string | null> {
  const row = await db.selectFrom('employee_profiles').select('place').where('user_id', '=', viewerId).executeTakeFirst();
  return row?.place ?? null;
}

/**
 * POST employees/jobs/items: one page of a tab, newest first by default, with the tab counts, in one
 * statement (each round trip to the database costs more than the work here: bench/README.md). The page's
 * ids come from one index (jobs_open_created for All: an index-only scan that skips ended jobs; the
 * index of open_job_words for a search), then only those rows are read.
 */
export async function employeeJobs(
  db: Db,
  viewerId: number,
  filter: { type: EmployeeJobsType; text: string } & JobListFilterInput,
  page: { from: number; count: number; asc: boolean; sortBy?: number },
  now: Date,
): Promise<EmployeeJobsResponse> {
  const plan = listPlan(filter, page);
  const from = plan.wantsDistance ? await officerPlace(db, viewerId) : null;
  const shape: ListShape = { filter, page, near: from !== null };
  const keptCount = plan.all && !plan.filtered && (plan.words === null || plan.words.length === 1);
  const [rows, names, hidden] = await Promise.all([
    jobListPage(db, { viewerId, now, from }, JSON.stringify(shape)),
    referenceNames(db),
    keptCount ? hiddenAmong(db, viewerId, plan.words, now) : 0,
  ]);
  // One row of counts, joined to each job of the page (or to none: then its job columns are null).
  const [first] = rows;
  const allCount = Number(first.all) - hidden;
  // Only a search of several words, or filters, stop counting: at `most`, more match than the page's end.
  const moreThanAll = allCount === plan.most && (plan.filtered || (plan.words !== null && plan.words.length > 1));
  const counts = { all: moreThanAll ? plan.most - 1 : allCount, applied: Number(first.applied), hired: Number(first.hired) };
  const items = rows.flatMap((row) => (row.id === null ? [] : [toJob(row as JobRow, names, now)]));
  const total = filter.type === 'hired' ? counts.hired : filter.type === 'applied' ? counts.applied : counts.all;
  return { items, total, ...counts, moreThanAll, distanceFrom: first.distance_from };
}

type ListFilter = { type: EmployeeJobsType; text: string } & JobListFilterInput;
type ListPage = { from: number; count: number; asc: boolean; sortBy?: number };
/** What decides the text of a job list's statement: the request, and whether the officer has a place to measure from. */
type ListShape = { filter: ListFilter; page: ListPage; near: boolean };

/** What the tab, the words typed, the filters and the page make of a list request. */
function listPlan(filter: ListFilter, page: ListPage) {
  const words = searchWords(filter.text);
  // Several words, or filters: the matches counted, written into the SQL for the first pages (see db/page-window.ts).
  const most = counted(page);
  // The sort and the filters are the All tab's (issue 21); the officer's own tabs keep their order.
  const all = filter.type === 'all';
  return { words, most, all, wantsDistance: all && page.sortBy === EmployeeJobSort.Distance, filtered: all && hasFilters(filter) };
}

/**
 * One page of a tab with its counts, one statement per request shape (`ListShape`), compiled once: its
 * text depends on the request, while the officer, the time and the officer's place are its parameters.
 * At most 500 shapes are kept per database (every search text is one), the first made going first.
 */
const jobListPage = compiledOnce((db: Db, p: { viewerId: number; now: Date; from: string | null }, key) => {
  const { filter, page, near } = JSON.parse(key) as ListShape;
  const { words, most, all, wantsDistance, filtered } = listPlan(filter, page);
  const { viewerId, now } = p;
  const direction = page.asc ? 'asc' : 'desc';
  const upTo = page.from === 0 ? sql.lit<number>(page.count) : page.from + page.count;
  const searchUpTo = most === SEARCH_COUNTED + 1 ? sql.lit<number>(most) : most;
  // Distance without the officer's place is the date order, newest first (distanceFrom null says why).
  const order: JobListOrder = near
    ? { sortBy: EmployeeJobSort.Distance, asc: true, from: p.from! }
    : { sortBy: all && !wantsDistance ? (page.sortBy ?? EmployeeJobSort.Created) : EmployeeJobSort.Created, asc: wantsDistance ? false : page.asc };
  const listed = all && (filtered || isSorted(order)) ? listedJobs(db, viewerId, words, filter, now) : undefined;
  const hidden = hiddenJobs(db, viewerId, now);
  const tab =
    filter.type !== 'all'
      ? myTabIds(db, viewerId, filter.type, filter.text)
      : listed
        ? listed
        : words !== null
          ? allTabMatches(db, words, direction, upTo, now, hidden)
          : db.selectFrom('jobs as j').select('j.id').where(openAt(now)).where(visibleTo(viewerId, now));
  const ids = order.from
    ? nearestJobIds(db, () => listedJobs(db, viewerId, words, filter, now), order.from, page)
    : orderJobs(tab, order, { payKey: sql`j.day_pay`, distanceKey: sql`null`, created: sql`j.created_at`, id: sql`j.id` }).$call(pageWindow(page));
  const pageRows = withColumns(jobsQuery(db, viewerId), { id: viewerId, now }).where('j.id', 'in', ids);
  return withMatches(db, filtered ? null : words, direction, searchUpTo, now, hidden)
    .selectFrom(tabCounts(db, viewerId, filter.text, words, now, filtered ? { listed: listed!, upTo: searchUpTo } : undefined).as('c'))
    .leftJoin(pageRows.as('p'), (join) => join.onTrue())
    .selectAll(['c', 'p'])
    .$call((q) => orderJobs(q, order, { payKey: sql`p.day_pay`, distanceKey: sql`p.distance_miles`, created: sql`p.created_at`, id: sql`p.id` }))
    .$call(prepared);
}, 500);

export type JobViewer = { kind: 'employee'; userId: number; viaLink?: boolean } | { kind: 'employer'; userId: number } | { kind: 'admin' };

/**
 * One job as the viewer may see it: an employee sees open jobs and jobs they applied to, and through
 * their SMS link also a closed one (the page then says it was closed, issue 17), but not a job that does not
 * reach them (a block either way, or invite-first for others: issue 36) unless they applied; an employer their
 * own; an admin any. undefined otherwise (the route answers 404).
 */
export async function jobFor(db: Db, jobId: number, viewer: JobViewer, now: Date): Promise<Job | undefined> {
  const shape = viewer.kind === 'employee' && viewer.viaLink ? 'employee via link' : viewer.kind;
  const [[row], names] = await Promise.all([oneJob(db, { jobId, userId: viewer.kind === 'admin' ? 0 : viewer.userId, now }, shape), referenceNames(db)]);
  return row ? toJob(row, names, now) : undefined;
}

/** One job's statement for each kind of viewer (`jobFor`'s shape), compiled once. */
const oneJob = compiledOnce((db: Db, p: { jobId: number; userId: number; now: Date }, shape) => {
  const officer = shape.startsWith('employee') ? p.userId : 0;
  let query = jobsQuery(db, officer).where('j.id', '=', p.jobId);
  if (officer) {
    // Issue 36: a company and an officer apart (a block either way), or an invite-first job still for the company's
    // favourites only, is not found, unless the officer applied before: their application, hire and shifts stay.
    const reaches = sql<boolean>`(${unblocked(sql.ref('j.employer_id'), sql.val(p.userId))} and ${invited(sql.ref('j.employer_id'), sql.val(p.userId), sql.ref('j.favourites_until'), sql.val(p.now))})`;
    query = query.where((eb) =>
      eb.or([eb('a.id', 'is not', null), eb.and([reaches, eb.or([openAt(p.now)(eb), ...(shape === 'employee via link' ? [eb('j.enabled', '=', false)] : [])])])]),
    );
  }
  if (shape === 'employer') query = query.where('j.employer_id', '=', p.userId);
  return withColumns(query, officer ? { id: officer, now: p.now } : undefined).$call(prepared);
});

export interface JobState {
  exists: boolean;
  open: boolean;
  enabled: boolean;
  status: ApplicantStatus;
  /** The job reaches the officer (issue 36): neither side blocked the other, and it is not invite-first for others now. */
  reaches: boolean;
  /** The company blocked the officer. */
  blockedByCompany: boolean;
}

/**
 * Locks the job row FOR UPDATE until the transaction ends: every write to a job or its hires takes this lock
 * first (in id order when several), so they run one after another instead of deadlocking.
 */
export async function lockJob(trx: Db, jobId: number): Promise<void> {
  await trx.selectFrom('jobs').select('id').where('id', '=', jobId).forUpdate().execute();
}

/** An officer sees the job (its page, status and employer's record) when it reaches them (issue 36), or once they applied. */
export const jobShown = (state: JobState) => state.exists && (state.reaches || state.status !== APPLICANT_NONE);

/** The job's state and the employee's application, for apply / cancel / status. */
export async function jobState(db: Db, jobId: number, userId: number, now: Date): Promise<JobState> {
  const [employer, user] = [sql.ref<number>('j.employer_id'), sql.val(userId)];
  const row = await jobsQuery(db, userId)
    .where('j.id', '=', jobId)
    .select((eb) => [
      'j.enabled as enabled',
      openAt(now)(eb).as('open'),
      'a.state as state',
      sql<boolean>`${unblocked(employer, user)} and ${invited(employer, user, sql.ref('j.favourites_until'), sql.val(now))}`.as('reaches'),
      blockedByCompany(employer, user).as('blocked_by_company'),
    ])
    .executeTakeFirst();
  if (!row) return { exists: false, open: false, enabled: false, status: -1, reaches: false, blockedByCompany: false };
  return {
    exists: true,
    enabled: row.enabled,
    open: Boolean(row.open),
    status: row.state === null ? -1 : (row.state as ApplicantState),
    reaches: row.reaches,
    blockedByCompany: row.blocked_by_company,
  };
}
