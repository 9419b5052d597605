import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/*
 * The reference data this migration reads, copied from src/db/reference-data.ts as it stood when the
 * migration shipped (issue 34: a migration imports kysely only, so a later edit of the live lists cannot
 * change what it builds).
 */

/** The 50 states and DC, alphabetical; id 1..51 (as migration 0003 inserted them). */
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

/** Every state migration 0003 left out, as an alert area of its own (a state node without metro areas); ids go on from 1800. */
const MORE_STATE_LOCATIONS: readonly { id: number; state: string }[] = [
  'AL', 'AK', 'AR', 'CT', 'DE', 'HI', 'ID', 'IN', 'IA', 'KS', 'KY', 'ME', 'MD', 'MI', 'MN', 'MS', 'MO',
  'MT', 'NE', 'NH', 'NJ', 'NM', 'ND', 'OH', 'OK', 'OR', 'RI', 'SC', 'SD', 'UT', 'VT', 'WV', 'WI', 'WY',
].map((state, i) => ({ id: 1800 + i * 100, state }));

/**
 * Issue 17, section 7:
 *
 * - Every US state is an alert area (and a job's area): the 34 states migration 0003 left out become
 *   state nodes of the locations tree, and the states are listed alphabetically.
 * - The admin searches find 'NUÑEZ' in 'Núñez' and 'nunez' too: search_fold() (unaccent, then lower)
 *   folds the typed text, and each searched column has a stored folded copy (generated column
 *   <column>_folded), so a search calls no function per row (a call per row made a search of 10,000
 *   employers about twice as slow). The pg_trgm indexes of migration 0004 on the raw columns give way
 *   to the same indexes on the folded copies. unaccent is STABLE (its rules file could change);
 *   search_fold says IMMUTABLE so a generated column can use it, as is usual: a change of the rules
 *   would need the copies rewritten. It names the dictionary with its schema, so work under a
 *   restricted search_path (PostgreSQL 17 maintenance) finds it. lower() under the "C" locale
 *   (PGlite) folds ASCII only, which is why unaccent runs first: 'Ñ' becomes 'N', then 'n'.
 */
export const migration0018: Migration = {
  async up(db: Kysely<any>) {
    await db
      .insertInto('locations')
      .values(MORE_STATE_LOCATIONS.map((l) => ({ id: l.id, parent_id: null, name: US_STATES.find((s) => s.code === l.state)!.name, state_id: stateIdOf(l.state), sort: 0 })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await sql`update locations l set sort = o.n
      from (select id, (row_number() over (order by name collate "C"))::int as n from locations where parent_id is null) o
      where l.id = o.id`.execute(db);

    await sql`create extension if not exists unaccent`.execute(db);
    const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'unaccent'`.execute(db);
    const schema = rows[0].schema;
    await sql`create function search_fold(value text) returns text language sql immutable strict parallel safe
      as ${sql.raw(`$$ select lower(${schema}.unaccent('${schema}.unaccent'::regdictionary, value)) $$`)}`.execute(db);

    await sql`drop index if exists users_admin_search_name, users_admin_search_email, jobs_admin_search_title, jobs_admin_search_owner_name, jobs_admin_search_company_name`.execute(db);
    const folded = async (table: string, column: string, where: string) => {
      await sql.raw(`alter table ${table} add column ${column}_folded text generated always as (search_fold(${column})) stored`).execute(db);
      await sql.raw(`create index ${table}_admin_search_${column} on ${table} using gin (${column}_folded gin_trgm_ops) ${where}`).execute(db);
    };
    await folded('users', 'name', 'where deleted_at is null');
    await folded('users', 'email', 'where deleted_at is null');
    await folded('employer_profiles', 'company', '');
    for (const column of ['title', 'owner_name', 'company_name']) await folded('jobs', column, 'where deleted_at is null and employer_live');
  },
};
