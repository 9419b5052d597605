import type { Selectable, Insertable } from 'kysely';
import type { ApplicantNotices, BillingPeriod, MessageType, OfficerChannel, PoliceCredentialsInfo, Role, Step, SubscriptionState, TransactionState } from '@dutylink/contracts';
import type { ComputedColumns, DB } from './schema.generated';
import type { FilledByTrigger, KeptByTrigger, Narrow, Narrowed, NeverNull } from './schema-narrowing';

/*
 * The database's types (issue 34): the tables and columns are generated from the database the migrations
 * build (schema.generated.ts; after a migration run `node server/scripts/db-types.mjs`). Here the code
 * narrows them, each narrowing checked against its column (schema-narrowing.ts). Timestamps read as a Date;
 * numeric columns as a string; bytea as a Uint8Array (a Buffer from pg); the columns PostgreSQL computes
 * (identities, GENERATED ... STORED) are read-only.
 */

export type CodePurpose = 'signIn' | 'signUp';
export type Channel = 'sms' | 'email' | 'push';
/**
 * 'skipped': an SMS notice to a number that replied STOP (sms_opt_outs); never sent, never retried.
 * 'expired': past its expires_at (a sign-in code, an e-mail link) before it could be sent; never sent late.
 * 'held': an SMS standing in for a push (outbox.fallback_id), sent only if no push of it reaches a device (migration 0043).
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'expired' | 'held';
/** 'code': a login code, sent even after STOP; 'notice': every other message (migration 0006). */
export type OutboxKind = 'code' | 'notice';
export type PaymentProviderName = 'dev' | 'stripe' | 'promo';
export type CheckoutStatus = 'open' | 'paid' | 'cancelled';

/** A `date` column: written as 'yyyy-MM-dd'; read it with to_char (drivers disagree on its Date). */
type Day = Narrow<Date, string>;

interface Narrowings {
  users: {
    role: Narrow<Role>;
    filled_steps: Narrow<Step[]>;
    /** Kept by triggers (migration 0004): Accepted applications on jobs not deleted. */
    hired_jobs: KeptByTrigger;
    /** Kept by triggers: Accepted applications on enabled jobs not deleted. */
    active_hires: KeptByTrigger;
    /** Generated: WorkStatus Hired (1) while active_hires > 0, else Not hired (0). */
    work_status: NeverNull;
    /** Employers (migration 0014): how new applicants and withdrawals are told. */
    applicant_notices: Narrow<ApplicantNotices>;
  };
  phone_codes: {
    role: Narrow<Role>;
    purpose: Narrow<CodePurpose>;
  };
  outbox: {
    channel: Narrow<Channel>;
    /** Defaults to 'notice'; only login codes say 'code' (STOP does not silence them). */
    kind: Narrow<OutboxKind>;
    status: Narrow<OutboxStatus>;
    message_type: Narrow<MessageType>;
  };
  message_channels: {
    channel: Narrow<Channel>;
  };
  officer_channels: {
    message_type: Narrow<MessageType>;
    channel: Narrow<OfficerChannel>;
  };
  subscriptions: {
    state: Narrow<SubscriptionState>;
    period: Narrow<BillingPeriod>;
    queued_period: Narrow<BillingPeriod>;
    provider: Narrow<PaymentProviderName>;
  };
  transactions: {
    period: Narrow<BillingPeriod>;
    state: Narrow<TransactionState>;
    provider: Narrow<PaymentProviderName>;
  };
  checkouts: {
    period: Narrow<BillingPeriod>;
    provider: Narrow<PaymentProviderName>;
    status: Narrow<CheckoutStatus>;
    /** What the payment did (migration 0017); null while open, cancelled, or paid before it. */
    outcome: Narrow<'started' | 'queued'>;
  };
  employee_profiles: {
    emergency_contacts: Narrow<{ name: string; phone: string }[], string>;
    /** Kept by a trigger (migration 0004): lower-case name (COLLATE "C") of the first of the specializations; null without one. */
    first_specialization: KeptByTrigger;
    /** Set by a trigger from postal_code (migration 0026): the ZIP code's centre in degrees; null for a ZIP the dataset does not know. */
    latitude: KeptByTrigger;
    longitude: KeptByTrigger;
  };
  employee_documents: {
    issued: Day;
    expires: Day;
    info: Narrow<PoliceCredentialsInfo, string>;
  };
  permit_expiry_reminders: {
    expires: Day;
  };
  /** What happened (migration 0029): the event less its kind, job and user, written as JSON text. */
  events: {
    data: Narrow<Record<string, unknown>, string>;
  };
  jobs: {
    from_date: Day;
    to_date: Day;
    varied_shifts: Narrow<{ from: string; to: string }[], string>;
    /** Kept by triggers (migration 0004): applications of the job, any state. */
    applicants_count: KeptByTrigger;
    /** Kept by triggers: the employer's users.name. */
    owner_name: KeptByTrigger;
    /** Kept by triggers: coalesce(employer profile company, employer name, ''). */
    company_name: KeptByTrigger;
    /** Kept by triggers: the employer account is not deleted. */
    employer_live: KeptByTrigger;
    /** Kept by triggers: the employer account is not blocked. */
    employer_enabled: KeptByTrigger;
    /** Kept by triggers (migration 0011): Accepted applications of the job. */
    hired_count: KeptByTrigger;
    /** The IANA time zone of the job's address (zipTimeZone; null on write: the state's, by trigger). */
    time_zone: FilledByTrigger;
    /** Set by a trigger: when the job's last day is over in its time zone (infinity for full-time jobs). */
    ends_at: KeptByTrigger;
    /** Set by a trigger from postal_code (migration 0026): the ZIP code's centre in degrees; null for a ZIP the dataset does not know. */
    latitude: KeptByTrigger;
    longitude: KeptByTrigger;
    /** Generated (migration 0026): the pay of a day, an hourly rate times HOURS_PER_PAID_DAY, for the Pay sort and filter. */
    day_pay: NeverNull;
  };
  applicants: {
    /** Migration 0022: the last day (job's zone) a hire's shifts were made to; read as 'yyyy-MM-dd' with to_char. */
    shifts_planned_to: Day;
  };
  shifts: {
    /** The day it starts, in the job's zone. */
    day: Day;
  };
  shift_ratings: {
    /** Who rated: the officer (about the employer) or the employer (about the officer). */
    side: Narrow<'officer' | 'employer'>;
  };
  reports: {
    /** Open while null. */
    outcome: Narrow<'messaged' | 'blocked' | 'dismissed'>;
  };
}

export type Database = Narrowed<DB, ComputedColumns, Narrowings>;

export type UsersTable = Database['users'];
export type User = Selectable<UsersTable>;
export type OutboxMessage = Selectable<Database['outbox']>;
export type Promo = Selectable<Database['promos']>;
export type SubscriptionRow = Selectable<Database['subscriptions']>;
export type TransactionRow = Selectable<Database['transactions']>;
export type CheckoutRow = Selectable<Database['checkouts']>;
export type EmployeeProfileRow = Selectable<Database['employee_profiles']>;
export type JobRow = Selectable<Database['jobs']>;
export type NewJob = Insertable<Database['jobs']>;
