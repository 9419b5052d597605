import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { migrations } from '../../src/db/migrations';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readCatalog } from './catalog';

/**
 * The migrations as main recorded them in kysely_migration at 2799011, when 0001 and 0002 were inline in
 * src/db/migrations.ts and the others src/db/migration-00NN-*.ts files reading live reference data.
 */
const NAMES_AT_2799011 = [
  '0001_foundation', '0002_subscriptions', '0003_employee_jobs', '0004_admin_indexes', '0005_job_alerts', '0006_outbox_kind',
  '0007_code_limits', '0008_shared_rate_limits', '0009_outbox_upkeep', '0010_job_search', '0011_open_jobs', '0012_job_alert_queue',
  '0013_job_words', '0014_job_notices', '0015_pause_ends', '0016_open_job_words', '0017_checkout_outcome',
  '0018_all_states_folded_search', '0019_applicant_hired_at', '0020_open_word_counts', '0021_ended_job_rows', '0022_shifts',
  '0023_required_permits', '0024_permit_files', '0025_permit_expiry_reminders', '0026_distance', '0027_reliability',
];

/**
 * What main's migrations built at 2799011 from an empty database, read by readCatalog (catalog.ts) before
 * they were frozen. PGlite (PostgreSQL 18) and PostgreSQL 15 read the same, so one file serves both runs.
 * Never regenerate it: it is the schema the frozen files must go on building.
 */
const CATALOG_AT_2799011 = JSON.parse(readFileSync(path.join(__dirname, 'catalog-0027.json'), 'utf8'));

const migrator = (database: TestDatabase) => new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
const outcome = (results: { migrationName: string; status: string }[] | undefined) => (results ?? []).map((r) => `${r.migrationName} ${r.status}`);

describe('frozen migrations (src/db/migrations/)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });

  afterAll(() => database.drop());

  it('keep the names main recorded, in the same order, and add new ones after them', () => {
    expect(Object.keys(migrations).slice(0, NAMES_AT_2799011.length)).toEqual(NAMES_AT_2799011);
    expect(Object.keys(migrations)).toEqual([...Object.keys(migrations)].sort());
  });

  it('build from an empty database, up to 0027_reliability, the schema and reference data main built', async () => {
    const { error, results } = await migrator(database).migrateTo('0027_reliability');
    expect(error).toBeUndefined();
    expect(outcome(results)).toEqual(NAMES_AT_2799011.map((name) => `${name} Success`));
    expect(await readCatalog(database.db)).toEqual(CATALOG_AT_2799011);
  });

  it('bring a database the old layout migrated to the latest with the new migrations only', async () => {
    // The database is now what main's migrations left (the catalog above); its kysely_migration rows are
    // written again as main wrote them, so the names come from that list, not from the new files.
    await sql`delete from kysely_migration`.execute(database.db);
    for (const [i, name] of NAMES_AT_2799011.entries()) {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date(Date.UTC(2026, 10, 28, 12, 0, i)).toISOString()})`.execute(database.db);
    }
    const { error, results } = await migrator(database).migrateToLatest();
    expect(error).toBeUndefined();
    const newer = Object.keys(migrations).filter((name) => !NAMES_AT_2799011.includes(name));
    expect(outcome(results)).toEqual(newer.map((name) => `${name} Success`));
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations));
  });
});

describe('migration 0011 on a database that already had jobs', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });

  afterAll(() => database.drop());

  it("gives each job its ZIP code's zone as zipTimeZone did when 0011 shipped, else its state's", async () => {
    const { error } = await migrator(database).migrateTo('0010_job_search');
    expect(error).toBeUndefined();
    const { rows } = await sql<{ id: number }>`insert into users (role) values (100) returning id`.execute(database.db);
    const TX = 44;
    const FL = 10;
    // Postal code, state id, the zone expected (src/lib/zip-codes.ts answered these at 2799011).
    const jobs: [string, number, string][] = [
      ['79901', TX, 'America/Denver'], // El Paso is Mountain, not Texas's Central
      ['75201', TX, 'America/Chicago'], // Dallas
      ['32501', FL, 'America/Chicago'], // Pensacola is Central, not Florida's Eastern
      ['48201', TX, 'America/Detroit'], // Detroit: the ZIP code's zone, whatever the state says
      ['86515', TX, 'America/Denver'], // Window Rock, Navajo Nation
      ['83854', TX, 'America/Los_Angeles'], // Post Falls, Idaho's panhandle
      ['00000', FL, 'America/New_York'], // no such ZIP code: the state's zone
      [' 79901', TX, 'America/Chicago'], // not five digits alone: the state's zone
      ['79901-1234', TX, 'America/Chicago'],
    ];
    for (const [postalCode, stateId] of jobs) {
      await sql`insert into jobs (employer_id, title, period_type, from_date, shift, state_id, postal_code)
        values (${rows[0].id}, 'Night watch', 0, date '2026-12-01', 0, ${stateId}, ${postalCode})`.execute(database.db);
    }
    expect((await migrator(database).migrateTo('0011_open_jobs')).error).toBeUndefined();
    const zones = await sql<{ postal_code: string; state_id: number; time_zone: string }>`select postal_code, state_id, time_zone from jobs order by id`.execute(database.db);
    expect(zones.rows.map((job) => [job.postal_code, job.state_id, job.time_zone])).toEqual(jobs);
  });
});
