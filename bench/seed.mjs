// Seeding the benches share: generate_series inserts that go through the migrations' triggers. Each
// helper takes `q(text, params)`, a query function bound to ONE client: the random() columns are
// repeatable only after `select setseed(...)` on that same connection.
import { createHash, randomBytes } from 'node:crypto';

// Reference data of migration 0003 (server/src/db/migrations/0003-employee-jobs.ts), by position: metro areas per
// location k (state node k * 100, metros k * 100 + n), sub-categories per category, a ZIP base per location.
const METROS = 'array[5,5,4,4,2,2,2,2,2,2,2,2,2,2,1,3,1]';
const SUB_CATEGORIES = 'array[5,3,0,3,2,2,3,3,2,0,0,0,0,0]';
const ZIP_BASES = 'array[75000,90000,32000,10000,60000,30000,85000,89000,80000,98000,15000,27000,70000,37000,2000,22000,20000]';
/** The share of employees (percent) whose alerts go by a radius around their ZIP code (issue 21) instead of their areas. */
export const RADIUS_SHARE_PERCENT = 20;


/** Employers: users (role 100, e-mail verified, enabled, both wizard steps filled) and their company profiles. */
export async function seedEmployers(q, count) {
  await q(
    `insert into users (role, phone, email, email_verified, name, enabled, filled_steps, created_at)
     select 100, '+1444' || lpad(g::text, 7, '0'), 'boss' || g || '@example.com', true, 'Boss ' || g, true, '{0,4}', now()
     from generate_series(1, $1) g`,
    [count],
  );
  await q(`insert into employer_profiles (user_id, first_name, last_name, company, license_number) select id, 'F', 'L', 'Secure Co ' || id, 'LIC' from users where role = 100`);
}

/**
 * Employees with subscriptions and SMS job-alert settings (the population of bench/job-alerts.mjs):
 * 92% e-mail verified, 97% enabled, 1% deleted (phone gone), 90% agreed to SMS, 5% paused into the
 * future and 5% in the past; subscriptions 60% Active and 8% Cancelled running, 4% virtual, 15% ended,
 * 13% none; 2% of the phones opted out (STOP). Settings: a home state skewed to the big ones (TX, CA, FL,
 * NY, ...); 62% one to three metro areas of it (a third add a ZIP list), 10% the whole state, 8% all
 * ZIPs, 20% a ZIP list only; one to three categories skewed to the common ones, 30% narrowed to a
 * sub-category; 45% any salary, else a minimum per hour (80%) or per day. Every profile has a postal code
 * in its home state's range (as the jobs', about 300 per state), and RADIUS_SHARE_PERCENT of them alerts
 * within 5, 10, 25, 50 or 100 miles of it instead of the areas (issue 21; from the id's hash, so the
 * random() columns above are the same as without it).
 */
export async function seedEmployees(q, count) {
  await q(
    `insert into users (role, phone, email, email_verified, name, enabled, deleted_at, consent_sms_at, paused_notifications_until, paused_notifications_ends_at, filled_steps, created_at)
     select 0, case when r.del then null else '+1555' || lpad(g::text, 7, '0') end, 'emp' || g || '@example.com',
            random() < 0.92, 'Employee ' || g, random() < 0.97, case when r.del then now() end,
            case when random() < 0.90 then now() - interval '30 days' end,
            to_char(pause.last_day, 'YYYY-MM-DD'), (pause.last_day + 1)::timestamp at time zone 'America/Chicago',
            '{0,1,2,3,4}', now() - (g % 400) * interval '1 day'
     from generate_series(1, $1) g
     cross join lateral (select random() < 0.01 as del, random() as p where g > 0) r
     cross join lateral (select case when r.p < 0.05 then current_date + 1 + (g % 30) when r.p < 0.10 then current_date - 1 - (g % 30) end as last_day) pause`,
    [count],
  );
  await q(
    `insert into subscriptions (user_id, state, period, started_at, period_start, until, virtual, provider, updated_at)
     select id, case when s.r < 0.60 then 1 when s.r < 0.68 then 2 when s.r < 0.72 then 1 else 0 end, case when s.r < 0.72 and s.r >= 0.68 then null else 2 end,
            now() - interval '40 days', now() - interval '10 days',
            case when s.r < 0.68 then now() + (1 + id % 20) * interval '1 day' when s.r < 0.72 then null else now() - (1 + id % 90) * interval '1 day' end,
            s.r >= 0.68 and s.r < 0.72, case when s.r >= 0.68 and s.r < 0.72 then 'promo' else 'dev' end, now()
     from users cross join lateral (select random() as r where id > 0) s
     where role = 0 and s.r < 0.87`,
  );
  await q(`insert into sms_opt_outs (phone, keyword) select phone, 'STOP' from users where role = 0 and phone is not null and random() < 0.02`);
  await q(
    `insert into employee_profiles (user_id, first_name, last_name, postal_code, radius_miles, any_salary, at_least_salary, salary_type, categories, sub_categories, locations, all_zips, zips, updated_at)
     select u.id, 'First', 'Last', lpad((zip_base[x.k] + (hashint4(u.id) & 2147483647) % 300)::text, 5, '0'),
            case when (hashint4(u.id + 5555555) & 2147483647) % 100 < ${RADIUS_SHARE_PERCENT} then (array[5,10,25,50,100])[1 + (hashint4(u.id + 7777777) & 2147483647) % 5] end,
            x.any_salary,
            case when x.any_salary then null when x.daily then round((120 + random() * 250)::numeric, 0) else round((15 + random() * 25)::numeric * 2, 0) / 2 end,
            case when x.daily then 1 else 0 end,
            x.cats,
            case when x.sub_r < 0.30 and subs[x.cats[1]] > 0 then array[x.cats[1] * 100 + 1 + floor(random() * subs[x.cats[1]])::int] else '{}' end,
            case when x.loc_r < 0.62 then array(select distinct x.k * 100 + 1 + floor(random() * metros[x.k])::int from generate_series(0, u.id % 3) where u.id > 0)
                 when x.loc_r < 0.72 then array[x.k * 100] else '{}' end,
            x.loc_r >= 0.72 and x.loc_r < 0.80,
            case when x.loc_r >= 0.80 or (x.loc_r < 0.62 and x.zip_r < 0.33)
                 then array(select distinct lpad((zip_base[x.k] + floor(random() * 300)::int)::text, 5, '0') from generate_series(0, 2 + u.id % 12) where u.id > 0)
                 else '{}' end,
            now()
     from users u
     cross join (select ${METROS} as metros, ${SUB_CATEGORIES} as subs, ${ZIP_BASES} as zip_base) ref
     cross join lateral (
       select 1 + floor(power(random(), 1.7) * 17)::int as k, random() as loc_r, random() as zip_r, random() as sub_r,
              random() < 0.45 as any_salary, random() < 0.2 as daily,
              array(select distinct 1 + floor(power(random(), 1.5) * 14)::int from generate_series(0, u.id % 3) where u.id > 0) as cats
       where u.id > 0) x
     where u.role = 0`,
  );
}

/**
 * Jobs numbered `from`..`to` (they get those ids when the table held `from - 1` rows), each with valid
 * values for every column the job editor stores. Deterministic per number (hashint4), so a run is
 * repeatable and the steps of a growing table look alike:
 * - 78% open; 10% closed (enabled false), 3% deleted, 9% whose last day has passed (one-day and range
 *   jobs dated in the past; full-time jobs have no end);
 * - one job in a hundred belongs to `ownerId`, the others to employers 1..`employers` (the first users);
 * - titles '<kind> <role> - site <n>' from seven kinds ('Arena' in about 14%); descriptions of at most
 *   120 characters (the editor's limit) from rotating sentences, 'canine unit' in one in a hundred;
 * - created over the past year; locations skewed to the big states like the employees' settings.
 */
export async function seedJobs(q, { from, to, employers, ownerId }) {
  await q(
    `insert into jobs (employer_id, title, description, period_type, from_date, to_date, days, shift, varied_shifts, sex,
                       specializations, categories, sub_categories, location_name, location_description, address1, city, state_id,
                       postal_code, location_ids, locations_all, number_of_employee, uniform_type, armed_type, salary_type, salary_value,
                       payroll_schedule, employment_type, payroll_type, enabled, created_at, updated_at, deleted_at)
     select case when g % 100 = 0 then $4 else 1 + (g * 7919) % $3 end,
            (array['Night','Day','Event','Arena','Bank','Mall','Hospital'])[1 + g % 7] || ' '
              || (array['security officer','guard','patrol officer','door supervisor','loss prevention agent'])[1 + (h / 7) % 5]
              || ' - site ' || (1 + h % 400),
            (array['Patrol the parking garage and loading docks.','Watch the front desk and sign visitors in.',
                   'Walk the perimeter and log each round.','Monitor the cameras from the control room.'])[1 + h % 4]
              || (array[' Guard card required.',' Armed license and a clean record required.',' Training provided.'])[1 + (h / 5) % 3]
              || case when g % 100 = 7 then ' Work with our canine unit.'
                      else (array[' Uniform provided.',' Free parking.',' Weekly pay.',''])[1 + (h / 3) % 4] end,
            s.period, s.from_date,
            case when s.period = 1 then s.from_date + 1 + h % (case when s.state = 'past' then 14 else 60 end) end,
            (array['{1,2,3,4,5}','{0,6}','{1,3,5}'])[1 + h % 3]::int[],
            s.shift,
            case when s.shift = 3 then '[{"from":"08:00","to":"12:00"},{"from":"13:00","to":"17:00"}]' else '[]' end::jsonb,
            case h % 10 when 0 then 0 when 1 then 1 else -1 end,
            array[1 + h % 13], array[c.category],
            case when subs[c.category] > 0 and h % 3 = 0 then array[c.category * 100 + 1 + (h / 11) % subs[c.category]] else '{}' end::int[],
            'Site ' || (1 + h % 400), 'Report to the security office at the main entrance.', (100 + h % 9000) || ' Main St',
            metro.name, metro.state_id, lpad((zip_base[c.k] + h % 300)::text, 5, '0'),
            case when h % 100 = 1 then '{}' when h % 20 = 2 then array[c.k * 100] else array[metro.id] end::int[],
            h % 100 = 1,
            1 + h % 5, h % 5, h % 3,
            case when h % 6 = 0 then 1 else 0 end,
            case when h % 6 = 0 then 150 + h % 250 else 15 + (h % 80) / 2.0 end,
            case when h % 2 = 0 then 7 else 14 end, h % 2, h % 3,
            s.state <> 'closed', s.created_at, s.created_at, case when s.state = 'deleted' then now() - interval '1 day' end
     from generate_series($1::int, $2::int) g
     cross join (select ${METROS} as metros, ${SUB_CATEGORIES} as subs, ${ZIP_BASES} as zip_base) ref
     cross join lateral (select hashint4(g) & 2147483647 as h) x
     cross join lateral (
       select 1 + floor(power((h / 13 % 1000) / 1000.0, 1.7) * 17)::int as k, 1 + (h / 7) % 13 as category
     ) c
     join locations metro on metro.id = c.k * 100 + 1 + (h / 17) % metros[c.k]
     cross join lateral (
       select st.state, st.period, st.shift, st.created_at,
              case when st.state = 'past' then current_date - 20 - h % 300
                   when st.period = 0 then current_date + h % 60
                   when st.period = 1 then current_date - h % 10
                   else current_date - h % 200 end as from_date
       from (select case when r < 10 then 'closed' when r < 13 then 'deleted' when r < 22 then 'past' else 'open' end as state,
                    case when r >= 13 and r < 22 then (h / 3) % 2 else (h / 3) % 3 end as period,
                    (h / 29) % 4 as shift,
                    now() - ((h / 31) % 525600) * interval '1 minute' as created_at
             from (select (hashint4(g + 7777777) & 2147483647) % 100 as r) rr) st
     ) s`,
    [from, to, employers, ownerId],
  );
}

/**
 * Three applications per job with an id above `afterJobId` (about 300,000 for 100,000 jobs), from
 * distinct employees `firstEmployeeId`..`firstEmployeeId + employees - 1` (unique per job), New,
 * Accepted and Rejected in turn, an hour apart from the job's creation.
 */
export async function seedApplicants(q, { firstEmployeeId, employees, afterJobId = 0 }) {
  await q(
    `insert into applicants (job_id, user_id, state, created_at)
     select j.id, $1 + ((j.id * 3 + k * 13331) % $2), (j.id + k) % 3, j.created_at + k * interval '1 hour'
     from jobs j cross join generate_series(0, 2) k
     where j.id > $3`,
    [firstEmployeeId, employees, afterJobId],
  );
}

/**
 * Signed-in sessions for `userIds`, as sessions.ts writes them: the table keeps the sha256 hex of a random
 * token that the `dl_session` cookie carries. They expire in 30 days, so no request extends them.
 * Returns the Cookie header value per user id.
 */
export async function insertSessions(q, userIds) {
  const cookies = new Map();
  for (const userId of userIds) {
    const token = randomBytes(16).toString('base64url');
    const idHash = createHash('sha256').update(token).digest('hex');
    await q(`insert into sessions (id_hash, user_id, created_at, expires_at) values ($1, $2, now(), now() + interval '30 days')`, [idHash, userId]);
    cookies.set(userId, `dl_session=${token}`);
  }
  return cookies;
}

/**
 * The body of POST /api/employers/jobs (id 0) for a job in the Dallas metro area (the biggest group of alert
 * settings), Event Security / Concerts at $28.50 an hour, three days from today; `general` overrides its fields.
 * `lib` exports todayOf, newJobEditorModel, jobWeekDays and jobSaveSchema from @dutylink/contracts.
 */
export async function dallasJobBody(lib, q, general = {}) {
  const today = lib.todayOf({ now: new Date() });
  const day = (offset) => new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
  const texas = (await q(`select id from us_states where code = 'TX'`)).rows[0].id;
  const model = lib.newJobEditorModel(today);
  const body = {
    ...model,
    general: { ...model.general, title: 'Concert security', specializations: [5], periodType: 1, from: day(3), to: day(5), days: [...lib.jobWeekDays({ periodType: 1, from: day(3), to: day(5) })], shift: 1, description: 'Crowd control at the concert gates. Guard card required.', categories: [1], subCategories: [101], ...general },
    details: { ...model.details, locationName: 'Downtown concert hall', address: { address1: '2500 Victory Ave', address2: '', city: 'Dallas', idstate: texas, postalCode: '75219' }, locationDescription: 'Staff entrance on the north side.', locationIDs: [101], jobLocationsAll: false },
    payment: { ...model.payment, salaryValue: 28.5 },
  };
  await lib.jobSaveSchema.validate(body, { strict: false });
  return body;
}
