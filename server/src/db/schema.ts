import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ApplicantNotices, BillingPeriod, PoliceCredentialsInfo, Role, Step, SubscriptionState, TransactionState } from '@dutylink/contracts';

/** A timestamp the database may default; always read back as a Date. */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  role: Role;
  /** E.164; null once the account is deleted. */
  phone: string | null;
  email: string | null;
  /** The address waiting for its link to be opened. */
  pending_email: string | null;
  email_verified: Generated<boolean>;
  name: string | null;
  enabled: Generated<boolean>;
  deleted_at: Date | null;
  consent_sms_at: Date | null;
  consent_emails_at: Date | null;
  consent_terms_at: Date | null;
  filled_steps: ColumnType<Step[], Step[] | undefined, Step[]>;
  created_at: CreatedAt;
  /** Calendar day 'yyyy-MM-dd' until which job alerts are paused; null when not paused. */
  paused_notifications_until: ColumnType<string | null, string | null | undefined, string | null>;
  paused_notifications_days: Generated<number>;
  /** The instant the pause ends: midnight after paused_notifications_until in the employee's zone (migration 0015). */
  paused_notifications_ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Kept by triggers (migration 0004): Accepted applications on jobs not deleted. */
  hired_jobs: ColumnType<number, never, never>;
  /** Kept by triggers: Accepted applications on enabled jobs not deleted. */
  active_hires: ColumnType<number, never, never>;
  /** Generated: WorkStatus Hired (1) while active_hires > 0, else Not hired (0). */
  work_status: ColumnType<number, never, never>;
  /** Employers (migration 0014): how new applicants and withdrawals are told, ApplicantNotices. */
  applicant_notices: Generated<ApplicantNotices>;
  /** Migration 0022: counted up when the officer renews the calendar feed's address. */
  calendar_feed_version: Generated<number>;
}

export interface SessionsTable {
  /** sha256 of the cookie value, so a database leak does not leak live sessions. */
  id_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
}

export type CodePurpose = 'signIn' | 'signUp';

export interface PhoneCodesTable {
  id: Generated<number>;
  phone: string;
  role: Role;
  purpose: CodePurpose;
  code_hash: string;
  wrong_tries: Generated<number>;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
  /** Who asked for the code, an IPv4 address or an IPv6 /64 (the hourly cap on codes to a phone is per source). */
  source: string | null;
}

export interface EmailLinksTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export type Channel = 'sms' | 'email';
/** 'skipped': an SMS notice to a number that replied STOP (sms_opt_outs); never sent, never retried. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
/** 'code': a login code, sent even after STOP; 'notice': every other message (migration 0006). */
export type OutboxKind = 'code' | 'notice';

export interface OutboxTable {
  id: Generated<number>;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  /** The account the message is about, so deleting it also deletes its messages. */
  user_id: number | null;
  /** False for login codes: after an unknown outcome the user asks again instead. */
  retry_unknown_outcome: boolean;
  /** Defaults to 'notice'; only login codes say 'code' (STOP does not silence them). */
  kind: Generated<OutboxKind>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  claimed_at: Date | null;
  provider_id: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** A shift reminder's shift (migration 0022): moved or dropped with it. */
  shift_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Per-IP rate limit windows shared by every process (src/plugins/shared-rate-limits.ts). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Date;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface PromosTable {
  id: Generated<number>;
  /** The code, as the admin typed it; matched case-insensitively. */
  name: string;
  percent_off: number;
  /** How long the discount lasts from the first charge it lowers; 0 = forever. */
  duration_months: number;
  valid_until: Date | null;
  max_redemptions: number | null;
  /** Counted in the same UPDATE that checks max_redemptions, so it cannot overshoot. */
  redemptions: Generated<number>;
  created_at: CreatedAt;
  deleted_at: Date | null;
}

export interface PromoRedemptionsTable {
  id: Generated<number>;
  promo_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export type PaymentProviderName = 'dev' | 'stripe' | 'promo';

/** One row per user that ever bought or redeemed something. */
export interface SubscriptionsTable {
  user_id: number;
  state: SubscriptionState;
  period: BillingPeriod | null;
  product_id: string | null;
  /** When the user's current run of subscription began. */
  started_at: Date | null;
  /** Start of the current paid (or free) period. */
  period_start: Date | null;
  /** End of the current period; null for a forever-free (virtual) one. */
  until: Date | null;
  virtual: boolean;
  provider: PaymentProviderName | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  /** The applied promo: it lowers charges from its first use for duration_months. */
  promo_id: number | null;
  promo_applied_at: Date | null;
  promo_started_at: Date | null;
  promo_until: Date | null;
  queued_period: BillingPeriod | null;
  queued_product_id: string | null;
  queued_starts: Date | null;
  queued_provider_subscription_id: string | null;
  updated_at: Date;
}

export interface TransactionsTable {
  /** Also the invoice number. */
  id: Generated<number>;
  user_id: number;
  name: string;
  period: BillingPeriod;
  amount_cents: number;
  full_amount_cents: number;
  state: TransactionState;
  created_at: Date;
  period_from: Date;
  period_to: Date;
  promo_name: string | null;
  percent_off: number | null;
  provider: PaymentProviderName;
  provider_invoice_id: string | null;
}

export type CheckoutStatus = 'open' | 'paid' | 'cancelled';

export interface CheckoutsTable {
  /** Random 128-bit id: the dev checkout page's address. */
  id: string;
  user_id: number;
  product_id: string;
  period: BillingPeriod;
  price_cents: number;
  /** The first charge, after the promo. */
  amount_cents: number;
  promo_id: number | null;
  percent_off: number | null;
  success_url: string;
  failed_url: string;
  provider: PaymentProviderName;
  provider_session_id: string | null;
  status: CheckoutStatus;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  /** What the payment did (migration 0017); null while open, cancelled, or paid before it. */
  outcome: ColumnType<'started' | 'queued' | null, 'started' | 'queued' | null | undefined, 'started' | 'queued' | null>;
}

/** Every provider event handled, stored in the transaction of its effect: a repeat changes nothing. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  /** The provider subscription it concerns, when any. */
  object_id: string | null;
  event_created: Date;
  received_at: Date;
}

/** Reference tables (migration 0003): explicit stable ids. */
export interface NamedTable {
  id: number;
  name: string;
}

export interface UsStatesTable extends NamedTable {
  code: string;
  /** The state's main time zone (migration 0011): a job's zone when its ZIP code is unknown. */
  time_zone: ColumnType<string | null, never, never>;
}

export interface SpecializationsTable extends NamedTable {
  required_docs: number[];
}

export interface TreeTable extends NamedTable {
  parent_id: number | null;
  sort: number;
}

export interface LocationsTable extends TreeTable {
  state_id: number;
}

/** Numeric columns come back from PostgreSQL as strings. */
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;
/** A `date` column: written as 'yyyy-MM-dd'; read it with to_char (drivers disagree on its Date). */
type Day = ColumnType<Date, string, string>;
type NullableDay = ColumnType<Date | null, string | null, string | null>;
type IntArray = ColumnType<number[], number[] | undefined, number[]>;
/** A column with a database default: optional on insert. */
type Def<T> = ColumnType<T, T | undefined, T>;

export interface EmployeeProfilesTable {
  user_id: number;
  first_name: string | null;
  last_name: string | null;
  sex: number | null;
  time_zone: string | null;
  specializations: IntArray;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: number | null;
  postal_code: string | null;
  emergency_contacts: ColumnType<{ name: string; phone: string }[], string | undefined, string>;
  permits_agreed_at: Date | null;
  security_clearance: Generated<boolean>;
  military: Generated<boolean>;
  any_salary: Generated<boolean>;
  at_least_salary: NullableNumeric;
  salary_type: Generated<number>;
  categories: IntArray;
  sub_categories: IntArray;
  locations: IntArray;
  all_zips: Generated<boolean>;
  zips: ColumnType<string[], string[] | undefined, string[]>;
  trainings: IntArray;
  other_training: string | null;
  /** Kept by a trigger (migration 0004): lower-case name (COLLATE "C") of the first of the specializations; null without one. */
  first_specialization: ColumnType<string | null, never, never>;
  /** Set by a trigger from postal_code (migration 0026): the ZIP code's centre in degrees; null for a ZIP the dataset does not know. */
  latitude: ColumnType<number | null, never, never>;
  longitude: ColumnType<number | null, never, never>;
  /** Generated (migration 0026): the same point on the unit sphere (a cube), for distances. */
  place: ColumnType<string | null, never, never>;
  /** Alerts for jobs within this many miles of the ZIP code instead of the areas; null for the areas (migration 0026). */
  radius_miles: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Generated<Date>;
}

export interface EmployeeDocumentsTable {
  user_id: number;
  type: number;
  number: string;
  issued: NullableDay;
  expires: NullableDay;
  info: ColumnType<PoliceCredentialsInfo | null, string | null, string | null>;
  specialized_training_ids: IntArray;
}

/** A permit expiry reminder written to the outbox (migration 0025), keyed by the expiry date it was about. */
export interface PermitExpiryRemindersTable {
  user_id: number;
  type: number;
  expires: Day;
  days_before: number;
  sent_at: Date;
}

/** Issue 21 (migration 0024): the uploaded photo or PDF of a permit document, kept across saves of the permits step. */
export interface PermitFilesTable {
  user_id: number;
  type: number;
  name: string;
  /** As read from the bytes (file-type), never as the browser declared it. */
  media_type: string;
  size: number;
  /** Buffer from pg, Uint8Array from PGlite. */
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  uploaded_at: Date;
  verified_at: Date | null;
  verified_by: number | null;
}

export interface EmployeeIndustriesTable {
  user_id: number;
  industry_id: number;
  years: number;
}

export interface EmployerProfilesTable {
  user_id: number;
  first_name: string;
  last_name: string;
  company: string;
  license_number: string;
  work_phone: string | null;
  employer_type: number | null;
  updated_at: Generated<Date>;
}

export interface JobsTable {
  id: Generated<number>;
  employer_id: number;
  title: string;
  description: Def<string>;
  period_type: number;
  from_date: Day;
  to_date: ColumnType<Date | null, string | null | undefined, string | null>;
  days: IntArray;
  shift: number;
  varied_shifts: ColumnType<{ from: string; to: string }[], string | undefined, string>;
  sex: Def<number>;
  specializations: IntArray;
  categories: IntArray;
  sub_categories: IntArray;
  other_category: Def<string>;
  location_name: Def<string>;
  location_description: Def<string>;
  address1: Def<string>;
  address2: Def<string>;
  city: Def<string>;
  state_id: ColumnType<number | null, number | null | undefined, number | null>;
  postal_code: Def<string>;
  location_ids: IntArray;
  locations_all: Def<boolean>;
  number_of_employee: Def<number>;
  known_threats: Def<boolean>;
  known_threat_description: Def<string>;
  uniform_type: Def<number>;
  uniform_other: Def<string>;
  armed_type: Def<number>;
  /** Migration 0023: permit types the employer marked as required (the armed status's own is implied). */
  marked_permits: IntArray;
  equipment: Def<number>;
  equipment_description: Def<string>;
  salary_type: Def<number>;
  salary_value: ColumnType<string, number | string | undefined, number | string>;
  payroll_schedule: ColumnType<number | null, number | null | undefined, number | null>;
  employment_type: Def<number>;
  employer_type: ColumnType<number | null, number | null | undefined, number | null>;
  payroll_type: Def<number>;
  travel: Def<boolean>;
  travel_types: IntArray;
  mileage: Def<boolean>;
  mileage_rate: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  enabled: Def<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  deleted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Kept by triggers (migration 0004): applications of the job, any state. */
  applicants_count: ColumnType<number, never, never>;
  /** Kept by triggers: the employer's users.name. */
  owner_name: ColumnType<string | null, never, never>;
  /** Kept by triggers: coalesce(employer profile company, employer name, ''). */
  company_name: ColumnType<string, never, never>;
  /** Kept by triggers: the employer account is not deleted. */
  employer_live: ColumnType<boolean, never, never>;
  /** Kept by triggers (migration 0011): Accepted applications of the job. */
  hired_count: ColumnType<number, never, never>;
  /** Migration 0014: when the latest new-applicant notice to the employer went or will go out. */
  applicant_notice_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Kept by triggers: the employer account is not blocked. */
  employer_enabled: ColumnType<boolean, never, never>;
  /** The IANA time zone of the job's address (zipTimeZone; null on write: the state's, by trigger). */
  time_zone: ColumnType<string, string | null | undefined, string | null>;
  /** Set by a trigger: when the job's last day is over in its time zone (infinity for full-time jobs). */
  ends_at: ColumnType<Date, never, never>;
  /** Generated (migration 0013): the words a job card shows, for the job search. */
  words: ColumnType<string, never, never>;
  /** Set by a trigger from postal_code (migration 0026): the ZIP code's centre in degrees; null for a ZIP the dataset does not know. */
  latitude: ColumnType<number | null, never, never>;
  longitude: ColumnType<number | null, never, never>;
  /** Generated (migration 0026): the same point on the unit sphere (a cube), for distances and the Distance sort. */
  place: ColumnType<string | null, never, never>;
  /** Generated (migration 0026): the pay of a day, an hourly rate times HOURS_PER_PAID_DAY, for the Pay sort and filter. */
  day_pay: ColumnType<string, never, never>;
}

/** Jobs whose alerts are still to be matched and enqueued (migration 0012). */
export interface JobAlertQueueTable {
  job_id: number;
  queued_at: Date;
}

/** Kept by triggers (migration 0011): the admin lists' totals ('jobs', 'role <n>'). */
export interface ListTotalsTable {
  list: string;
  n: number;
}

/** Kept by triggers (migration 0011): open jobs per ends_at. */
export interface OpenJobsTable {
  ends_at: Date;
  n: number;
}

/** One row per word of each job that may be open (migration 0016), for the All tab's text search. */
export interface OpenJobWordsTable {
  word: string;
  created_at: Date;
  job_id: number;
  ends_at: Date;
  /** The job's word before this one in byte order; null for its first. */
  previous_word: string | null;
}

/** How many open_job_words rows there are per word, end and letters shared with the previous word (migration 0020). */
export interface OpenWordCountsTable {
  word: string;
  ends_at: Date;
  shared: number;
  n: number;
}

export interface ApplicantsTable {
  id: Generated<number>;
  job_id: number;
  user_id: number;
  /** ApplicantState: New 0, Accepted 1, Rejected 2. */
  state: number;
  reason: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** Migration 0014: a New applicant was told every place is filled. */
  passed_over_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0019: when last hired (kept when the hire is cancelled); null for one never hired. */
  hired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Migration 0022: the last day (job's zone) a hire's shifts were made to; read as 'yyyy-MM-dd' with to_char. */
  shifts_planned_to: ColumnType<Date | null, string | null | undefined, string | null>;
}

/** The offline ZIP dataset's centres (migration 0026), read by the zip_place trigger. */
export interface ZipPlacesTable {
  zip: string;
  latitude: number;
  longitude: number;
}

/** One row per (job, employee) alerted by SMS (migration 0005). */
export interface JobAlertsTable {
  job_id: number;
  user_id: number;
  created_at: CreatedAt;
}

/** A number that replied STOP: no SMS but login codes until it replies START. */
export interface SmsOptOutsTable {
  /** E.164. */
  phone: string;
  /** The word that stopped it (STOP, UNSUBSCRIBE, ...). */
  keyword: string;
  created_at: CreatedAt;
}

/** A hired officer's dated shift (migration 0022, issue 20). */
export interface ShiftsTable {
  id: Generated<number>;
  job_id: number;
  user_id: number;
  /** The day it starts, in the job's zone. */
  day: Day;
  starts_at: Date;
  ends_at: Date;
  checked_in_at: Date | null;
  /** Metres from the job's address; null when the officer shared no location. */
  check_in_distance: number | null;
  checked_out_at: Date | null;
  check_out_distance: number | null;
  approved_at: Date | null;
  approved_minutes: number | null;
  correction_reason: string | null;
  /** When the employer was texted that the officer had not checked in. */
  no_show_told_at: Date | null;
}

/** One rating of a completed shift by one side (migration 0027, issue 21). */
export interface ShiftRatingsTable {
  shift_id: number;
  /** Who rated: the officer (about the employer) or the employer (about the officer). */
  side: 'officer' | 'employer';
  rater_id: number;
  ratee_id: number;
  stars: number;
  comment: Def<string>;
  created_at: Date;
}

/** A withdrawal from a hire (migration 0027): the application itself is deleted. */
export interface HireWithdrawalsTable {
  id: Generated<number>;
  job_id: number;
  user_id: number;
  hired_at: Date | null;
  withdrawn_at: Date;
  reason: string;
  late: boolean;
}

/** What happened to a job, a hire or an account (migration 0029, plugins/events.ts); data is the rest of the event. */
export interface EventsTable {
  id: Generated<string>;
  kind: string;
  job_id: number | null;
  user_id: number | null;
  data: ColumnType<Record<string, unknown>, string, never>;
  at: Date;
}

/** An officer's report about an employer and job (migration 0027), open while outcome is null. */
export interface ReportsTable {
  id: Generated<number>;
  officer_id: number;
  employer_id: number;
  job_id: number;
  kind: string;
  details: string;
  created_at: Date;
  outcome: ColumnType<'messaged' | 'blocked' | 'dismissed' | null, 'messaged' | 'blocked' | 'dismissed' | null | undefined, 'messaged' | 'blocked' | 'dismissed' | null>;
  note: Def<string>;
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  closed_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  phone_codes: PhoneCodesTable;
  email_links: EmailLinksTable;
  outbox: OutboxTable;
  server_secrets: ServerSecretsTable;
  rate_limits: RateLimitsTable;
  promos: PromosTable;
  promo_redemptions: PromoRedemptionsTable;
  subscriptions: SubscriptionsTable;
  transactions: TransactionsTable;
  checkouts: CheckoutsTable;
  payment_events: PaymentEventsTable;
  us_states: UsStatesTable;
  specializations: SpecializationsTable;
  job_categories: TreeTable;
  locations: LocationsTable;
  industries: NamedTable;
  trainings: NamedTable;
  specialized_trainings: NamedTable;
  employee_profiles: EmployeeProfilesTable;
  employee_documents: EmployeeDocumentsTable;
  zip_places: ZipPlacesTable;
  permit_expiry_reminders: PermitExpiryRemindersTable;
  permit_files: PermitFilesTable;
  employee_industries: EmployeeIndustriesTable;
  employer_profiles: EmployerProfilesTable;
  jobs: JobsTable;
  applicants: ApplicantsTable;
  open_jobs: OpenJobsTable;
  open_job_words: OpenJobWordsTable;
  open_word_counts: OpenWordCountsTable;
  list_totals: ListTotalsTable;
  job_alert_queue: JobAlertQueueTable;
  job_alerts: JobAlertsTable;
  sms_opt_outs: SmsOptOutsTable;
  shifts: ShiftsTable;
  shift_ratings: ShiftRatingsTable;
  hire_withdrawals: HireWithdrawalsTable;
  reports: ReportsTable;
  events: EventsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OutboxMessage = Selectable<OutboxTable>;
export type Promo = Selectable<PromosTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type CheckoutRow = Selectable<CheckoutsTable>;
export type EmployeeProfileRow = Selectable<EmployeeProfilesTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
