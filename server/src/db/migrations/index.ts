import { Migrator, type Kysely, type Migration } from 'kysely';
import { migration0001 } from './0001-foundation';
import { migration0002 } from './0002-subscriptions';
import { migration0003 } from './0003-employee-jobs';
import { migration0004 } from './0004-admin-indexes';
import { migration0005 } from './0005-job-alerts';
import { migration0006 } from './0006-outbox-kind';
import { migration0007 } from './0007-code-limits';
import { migration0008 } from './0008-shared-rate-limits';
import { migration0009 } from './0009-outbox-upkeep';
import { migration0010 } from './0010-job-search';
import { migration0011 } from './0011-open-jobs';
import { migration0012 } from './0012-job-alert-queue';
import { migration0013 } from './0013-job-words';
import { migration0014 } from './0014-job-notices';
import { migration0015 } from './0015-pause-ends';
import { migration0016 } from './0016-open-job-words';
import { migration0017 } from './0017-checkout-outcome';
import { migration0018 } from './0018-all-states-folded-search';
import { migration0019 } from './0019-applicant-hired-at';
import { migration0020 } from './0020-open-word-counts';
import { migration0021 } from './0021-ended-job-rows';
import { migration0022 } from './0022-shifts';
import { migration0023 } from './0023-required-permits';
import { migration0024 } from './0024-permit-files';
import { migration0025 } from './0025-permit-expiry-reminders';
import { migration0026 } from './0026-distance';
import { migration0027 } from './0027-reliability';
import { migration0028 } from './0028-outbox-user';
import { migration0029 } from './0029-events';
import { migration0030 } from './0030-applicant-digest';
import { migration0031 } from './0031-code-devices';
import { migration0032 } from './0032-delivery-faults';
import { migration0033 } from './0033-applicant-digest-due';
import { migration0034 } from './0034-user-changes';
import { migration0035 } from './0035-confirmations';
import { migration0036 } from './0036-late-told';
import { migration0037 } from './0037-covered-posts';
import { migration0038 } from './0038-calendar-changes';
import { migration0039 } from './0039-payment-sales-tax';
import { migration0040 } from './0040-emails';
import { migration0041 } from './0041-employer-billing-address';
import { migration0042 } from './0042-invoice-buyer';
import { migration0043 } from './0043-push';
import { migration0044 } from './0044-offline-checks';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The migrations by name, in the order they run. They live in code so the bundle carries them. Each file is
 * frozen once it has shipped (docs/decisions/frozen-migrations.md): it imports kysely only and holds
 * whatever data it needs, so a later change elsewhere cannot change what it builds. Never rename a key:
 * kysely_migration records them. A change of schema is a new file and a new key here.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': migration0001,
  '0002_subscriptions': migration0002,
  '0003_employee_jobs': migration0003,
  '0004_admin_indexes': migration0004,
  '0005_job_alerts': migration0005,
  '0006_outbox_kind': migration0006,
  '0007_code_limits': migration0007,
  '0008_shared_rate_limits': migration0008,
  '0009_outbox_upkeep': migration0009,
  '0010_job_search': migration0010,
  '0011_open_jobs': migration0011,
  '0012_job_alert_queue': migration0012,
  '0013_job_words': migration0013,
  '0014_job_notices': migration0014,
  '0015_pause_ends': migration0015,
  '0016_open_job_words': migration0016,
  '0017_checkout_outcome': migration0017,
  '0018_all_states_folded_search': migration0018,
  '0019_applicant_hired_at': migration0019,
  '0020_open_word_counts': migration0020,
  '0021_ended_job_rows': migration0021,
  '0022_shifts': migration0022,
  '0023_required_permits': migration0023,
  '0024_permit_files': migration0024,
  '0025_permit_expiry_reminders': migration0025,
  '0026_distance': migration0026,
  '0027_reliability': migration0027,
  '0028_outbox_user': migration0028,
  '0029_events': migration0029,
  '0030_applicant_digest': migration0030,
  '0031_code_devices': migration0031,
  '0032_delivery_faults': migration0032,
  '0033_applicant_digest_due': migration0033,
  '0034_user_changes': migration0034,
  '0035_confirmations': migration0035,
  '0036_late_told': migration0036,
  '0037_covered_posts': migration0037,
  '0038_calendar_changes': migration0038,
  '0039_payment_sales_tax': migration0039,
  '0040_emails': migration0040,
  '0041_employer_billing_address': migration0041,
  '0042_invoice_buyer': migration0042,
  '0043_push': migration0043,
  '0044_offline_checks': migration0044,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
}
