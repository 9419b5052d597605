import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/*
 * The reference data this migration inserts, copied from src/db/reference-data.ts as it stood when the
 * migration shipped (issue 34: a migration imports kysely only, so a later edit of the live lists cannot
 * change what it builds). The ids are the ones profiles and jobs store.
 */

/** The 50 states and DC, alphabetical; id 1..51. */
const US_STATES: readonly { id: number; name: string; code: string }[] = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'], ['Colorado', 'CO'],
  ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'], ['Georgia', 'GA'], ['Hawaii', 'HI'],
  ['Idaho', 'ID'], ['Illinois', 'IL'], ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'], ['Kentucky', 'KY'], ['Louisiana', 'LA'],
  ['Maine', 'ME'], ['Maryland', 'MD'], ['Massachusetts', 'MA'], ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'],
  ['Missouri', 'MO'], ['Montana', 'MT'], ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'], ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'], ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'],
  ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'], ['South Carolina', 'SC'], ['South Dakota', 'SD'],
  ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'],
  ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
].map(([name, code], i) => ({ id: i + 1, name, code }));

const stateIdOf = (code: string) => US_STATES.find((s) => s.code === code)!.id;

/** @dutylink/contracts' PermitDocumentType numbers of the documents below, as they were then. */
const D = { GuardCard: 0, DriverLicense: 1, ExposedFirearm: 4, PoliceCredentials: 6, PrivateInvestigator: 8, ProcessServer: 9 } as const;

/** Specializations (employment types) and the documents each one requires on the permits step. */
const SPECIALIZATIONS: readonly { id: number; name: string; requiredDocs: number[] }[] = [
  { id: 1, name: 'Unarmed Security Officer', requiredDocs: [D.GuardCard] },
  { id: 2, name: 'Armed Security Officer', requiredDocs: [D.GuardCard, D.ExposedFirearm] },
  { id: 3, name: 'Off-Duty Police Officer', requiredDocs: [D.PoliceCredentials] },
  { id: 4, name: 'Executive Protection', requiredDocs: [D.GuardCard, D.DriverLicense] },
  { id: 5, name: 'Event Security', requiredDocs: [D.GuardCard] },
  { id: 6, name: 'Loss Prevention', requiredDocs: [] },
  { id: 7, name: 'Mobile Patrol', requiredDocs: [D.GuardCard, D.DriverLicense] },
  { id: 8, name: 'Fire Watch', requiredDocs: [] },
  { id: 9, name: 'Concierge Security', requiredDocs: [D.GuardCard] },
  { id: 10, name: 'K-9 Handler', requiredDocs: [D.GuardCard] },
  { id: 11, name: 'Private Investigator', requiredDocs: [D.PrivateInvestigator] },
  { id: 12, name: 'Process Server', requiredDocs: [D.ProcessServer] },
  { id: 13, name: 'Traffic Control Officer', requiredDocs: [D.DriverLicense] },
];

/** Job categories: parents 1..99, children parent * 100 + n. */
const JOB_CATEGORIES: readonly { id: number; name: string; children: string[] }[] = [
  { id: 1, name: 'Event Security', children: ['Concerts', 'Sports', 'Festivals', 'Conventions & Trade Shows', 'Private Events'] },
  { id: 2, name: 'Retail', children: ['Loss Prevention', 'Store Security', 'Shopping Mall'] },
  { id: 3, name: 'Construction Site', children: [] },
  { id: 4, name: 'Corporate', children: ['Office Building', 'Executive Protection', 'Front Desk / Concierge'] },
  { id: 5, name: 'Residential', children: ['Apartment Complex', 'HOA / Gated Community'] },
  { id: 6, name: 'Healthcare', children: ['Hospital', 'Clinic'] },
  { id: 7, name: 'Transportation', children: ['Airport', 'Transit Station', 'Port / Cargo'] },
  { id: 8, name: 'Hospitality', children: ['Hotel', 'Bar & Nightclub', 'Restaurant'] },
  { id: 9, name: 'Education', children: ['K-12 School', 'University Campus'] },
  { id: 10, name: 'Banking & Finance', children: [] },
  { id: 11, name: 'Industrial & Warehouse', children: [] },
  { id: 12, name: 'Government', children: [] },
  { id: 13, name: 'Traffic Control', children: [] },
  { id: 14, name: 'Other', children: [] },
];

/** Metropolitan locations: state nodes k * 100, their metro areas k * 100 + n. */
const LOCATIONS: readonly { id: number; state: string; metros: string[] }[] = [
  { id: 100, state: 'TX', metros: ['Dallas–Fort Worth', 'Houston', 'Austin', 'San Antonio', 'El Paso'] },
  { id: 200, state: 'CA', metros: ['Los Angeles', 'San Francisco Bay Area', 'San Diego', 'Sacramento', 'Inland Empire'] },
  { id: 300, state: 'FL', metros: ['Miami–Fort Lauderdale', 'Orlando', 'Tampa–St. Petersburg', 'Jacksonville'] },
  { id: 400, state: 'NY', metros: ['New York City', 'Buffalo', 'Albany', 'Rochester'] },
  { id: 500, state: 'IL', metros: ['Chicago', 'Springfield'] },
  { id: 600, state: 'GA', metros: ['Atlanta', 'Savannah'] },
  { id: 700, state: 'AZ', metros: ['Phoenix', 'Tucson'] },
  { id: 800, state: 'NV', metros: ['Las Vegas', 'Reno'] },
  { id: 900, state: 'CO', metros: ['Denver', 'Colorado Springs'] },
  { id: 1000, state: 'WA', metros: ['Seattle–Tacoma', 'Spokane'] },
  { id: 1100, state: 'PA', metros: ['Philadelphia', 'Pittsburgh'] },
  { id: 1200, state: 'NC', metros: ['Charlotte', 'Raleigh–Durham'] },
  { id: 1300, state: 'LA', metros: ['New Orleans', 'Baton Rouge'] },
  { id: 1400, state: 'TN', metros: ['Nashville', 'Memphis'] },
  { id: 1500, state: 'MA', metros: ['Boston'] },
  { id: 1600, state: 'VA', metros: ['Northern Virginia', 'Richmond', 'Virginia Beach–Norfolk'] },
  { id: 1700, state: 'DC', metros: ['Washington, D.C.'] },
];

const INDUSTRIES: readonly string[] = [
  'Retail',
  'Healthcare',
  'Hospitality',
  'Entertainment & Events',
  'Construction',
  'Corporate / Office',
  'Residential',
  'Transportation & Logistics',
  'Education',
  'Banking & Finance',
  'Government',
  'Industrial & Manufacturing',
  'Energy & Utilities',
  'Cannabis',
];

const TRAININGS: readonly string[] = [
  'CPR/First Aid',
  'AED',
  'De-escalation',
  'Active Shooter Response',
  'Crowd Management',
  'Report Writing',
  'Fire Safety',
  'Customer Service',
  'Use of Force',
  'Emergency Response & Evacuation',
  'Bloodborne Pathogens',
  'Defensive Tactics',
  'Handcuffing',
];

const SPECIALIZED_TRAININGS: readonly string[] = [
  'Executive Protection Course',
  'Tactical Combat Casualty Care (TCCC)',
  'Stop the Bleed',
  'Firearms Instructor',
  'Taser / CEW Instructor',
  'Evasive Driving',
  'K-9 Handler Certification',
  'Hazmat Awareness',
  'Counter-Surveillance',
  'Bomb Threat Awareness',
  'Crisis Intervention Team (CIT)',
];

const named = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }));

/** Employee profiles, reference data, employer profiles, jobs and applicants. */
export const migration0003: Migration = {
  async up(db: Kysely<any>) {
    // Reference data (explicit, stable ids).
    await db.schema
      .createTable('us_states')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .execute();
    await db.insertInto('us_states').values([...US_STATES]).execute();

    await db.schema
      .createTable('specializations')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('required_docs', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .execute();
    await db
      .insertInto('specializations')
      .values(SPECIALIZATIONS.map((s) => ({ id: s.id, name: s.name, required_docs: s.requiredDocs })))
      .execute();

    await db.schema
      .createTable('job_categories')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('job_categories.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('job_categories')
      .values(JOB_CATEGORIES.map((c, i) => ({ id: c.id, parent_id: null, name: c.name, sort: i })))
      .execute();
    const children = JOB_CATEGORIES.flatMap((c) => c.children.map((name, i) => ({ id: c.id * 100 + i + 1, parent_id: c.id, name, sort: i })));
    if (children.length > 0) await db.insertInto('job_categories').values(children).execute();

    await db.schema
      .createTable('locations')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('locations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('state_id', 'integer', (c) => c.notNull().references('us_states.id'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('locations')
      .values(LOCATIONS.map((l, i) => ({ id: l.id, parent_id: null, name: US_STATES.find((s) => s.code === l.state)!.name, state_id: stateIdOf(l.state), sort: i })))
      .execute();
    await db
      .insertInto('locations')
      .values(LOCATIONS.flatMap((l) => l.metros.map((name, i) => ({ id: l.id + i + 1, parent_id: l.id, name, state_id: stateIdOf(l.state), sort: i }))))
      .execute();

    for (const [table, names] of [
      ['industries', INDUSTRIES],
      ['trainings', TRAININGS],
      ['specialized_trainings', SPECIALIZED_TRAININGS],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.insertInto(table).values(named(names)).execute();
    }

    // Notification pause (UserInfo.pausedNotificationsUntil): a calendar day 'yyyy-MM-dd'.
    await db.schema
      .alterTable('users')
      .addColumn('paused_notifications_until', 'text', (c) => c.check(sql`paused_notifications_until ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('paused_notifications_days', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    // One row per employee; each step fills its columns (the step ids in users.filled_steps say which are valid).
    await db.schema
      .createTable('employee_profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('sex', 'integer')
      .addColumn('time_zone', 'text')
      .addColumn('specializations', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('address1', 'text')
      .addColumn('address2', 'text')
      .addColumn('city', 'text')
      .addColumn('state_id', 'integer', (c) => c.references('us_states.id'))
      .addColumn('postal_code', 'text')
      .addColumn('emergency_contacts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('permits_agreed_at', 'timestamptz')
      .addColumn('security_clearance', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('military', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('any_salary', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('at_least_salary', sql`numeric(12,2)`)
      .addColumn('salary_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('categories', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('sub_categories', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('locations', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('all_zips', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('zips', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('trainings', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('other_training', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // The documents an employee holds (exists); unticked ones have no row.
    await db.schema
      .createTable('employee_documents')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('issued', 'date')
      .addColumn('expires', 'date')
      .addColumn('info', 'jsonb')
      .addColumn('specialized_training_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addPrimaryKeyConstraint('employee_documents_pk', ['user_id', 'type'])
      .execute();

    await db.schema
      .createTable('employee_industries')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('industry_id', 'integer', (c) => c.notNull().references('industries.id'))
      .addColumn('years', 'integer', (c) => c.notNull().check(sql`years between 1 and 50`))
      .addPrimaryKeyConstraint('employee_industries_pk', ['user_id', 'industry_id'])
      .execute();

    // Employer company profile (spec section 3, Employer general); the employer issue edits it.
    await db.schema
      .createTable('employer_profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('license_number', 'text', (c) => c.notNull())
      .addColumn('work_phone', 'text')
      .addColumn('employer_type', 'integer')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // Spec section 3, Job and Job editor model.
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('employer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('period_type', 'integer', (c) => c.notNull())
      .addColumn('from_date', 'date', (c) => c.notNull())
      .addColumn('to_date', 'date')
      .addColumn('days', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('shift', 'integer', (c) => c.notNull())
      .addColumn('varied_shifts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(-1))
      .addColumn('specializations', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('categories', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('sub_categories', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('other_category', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address1', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('state_id', 'integer', (c) => c.references('us_states.id'))
      .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('location_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('locations_all', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('number_of_employee', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('known_threats', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('known_threat_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('uniform_type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('uniform_other', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('armed_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('equipment', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('equipment_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('salary_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('salary_value', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(10))
      .addColumn('payroll_schedule', 'integer')
      .addColumn('employment_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('employer_type', 'integer')
      .addColumn('payroll_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('travel', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('travel_types', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('mileage', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('mileage_rate', sql`numeric(10,2)`)
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('deleted_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('jobs_employer').on('jobs').columns(['employer_id', 'created_at']).execute();
    await sql`create index jobs_open on jobs (created_at desc) where enabled and deleted_at is null`.execute(db);

    await db.schema
      .createTable('applicants')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('state', 'integer', (c) => c.notNull().check(sql`state in (0, 1, 2)`))
      .addColumn('reason', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('applicants_job_user', ['job_id', 'user_id'])
      .execute();
    await db.schema.createIndex('applicants_user').on('applicants').columns(['user_id', 'state']).execute();
  },
};
