import { ApplicantState, Role } from '@dutylink/contracts';
import { sql } from 'kysely';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { insertApplicant, insertEmployee, insertEmployer, insertJob } from './fixtures';

/**
 * The lists sort and count by copies kept by triggers (migrations 0004 and 0011): jobs.applicants_count,
 * hired_count, owner_name, company_name, employer_live, employer_enabled, ends_at; open_jobs; list_totals;
 * users.hired_jobs, active_hires, work_status; employee_profiles.first_specialization. After every kind
 * of write each copy equals its value computed from the source rows.
 */
describe('sort keys and counts kept by triggers', () => {
  const database = useTestDatabase();
  let t: TestApp;

  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
  });

  /** Rows whose copy differs from the value computed now (empty when all agree). */
  async function drift(): Promise<unknown[]> {
    const jobs = await sql<{ id: number }>`
      select j.id, j.applicants_count, j.hired_count, j.owner_name, j.company_name, j.employer_live, j.employer_enabled, j.ends_at
      from jobs j join users e on e.id = j.employer_id
      where (j.applicants_count, j.hired_count, j.owner_name, j.company_name, j.employer_live, j.employer_enabled, j.ends_at) is distinct from (
        (select count(*)::int from applicants a where a.job_id = j.id),
        (select count(*)::int from applicants a where a.job_id = j.id and a.state = 1),
        e.name,
        coalesce((select ep.company from employer_profiles ep where ep.user_id = e.id), e.name, ''),
        e.deleted_at is null,
        e.enabled,
        case when j.period_type = 2 then 'infinity'::timestamptz else ((coalesce(j.to_date, j.from_date) + 1)::timestamp at time zone j.time_zone) end)`.execute(t.db);
    const open = await sql<{ ends_at: Date }>`
      select ends_at, o.n as kept, c.n as counted
      from (select ends_at, n from open_jobs where n <> 0) o
      full join (select ends_at, count(*)::int as n from jobs where enabled and deleted_at is null and employer_live and employer_enabled group by ends_at) c using (ends_at)
      where o.n is distinct from c.n`.execute(t.db);
    const totals = await sql<{ list: string }>`
      select list, t.n as kept, c.n as counted
      from list_totals t
      full join (
        select 'jobs' as list, count(*)::int as n from jobs where deleted_at is null and employer_live
        union all select 'role ' || role, count(*)::int from users where deleted_at is null group by role
      ) c using (list)
      where coalesce(t.n, 0) <> coalesce(c.n, 0)`.execute(t.db);
    const users = await sql<{ id: number }>`
      select u.id, u.hired_jobs, u.active_hires, u.work_status from users u
      where (u.hired_jobs, u.active_hires, u.work_status) is distinct from (
        (select count(*)::int from applicants a join jobs j on j.id = a.job_id where a.user_id = u.id and a.state = 1 and j.deleted_at is null),
        (select count(*)::int from applicants a join jobs j on j.id = a.job_id where a.user_id = u.id and a.state = 1 and j.deleted_at is null and j.enabled),
        (case when exists (select 1 from applicants a join jobs j on j.id = a.job_id where a.user_id = u.id and a.state = 1 and j.enabled and j.deleted_at is null) then 1 else 0 end))`.execute(t.db);
    const profiles = await sql<{ user_id: number }>`
      select p.user_id, p.first_specialization from employee_profiles p
      where p.first_specialization is distinct from (select min(lower(sp.name) collate "C") from specializations sp where sp.id = any(p.specializations))`.execute(t.db);
    return [...jobs.rows, ...open.rows, ...totals.rows, ...users.rows, ...profiles.rows];
  }

  it('follow applications, jobs, employers, profiles and the specializations list', async () => {
    const boss = await insertEmployer(t, { name: 'Bea Boss', company: 'Shield Co' });
    const solo = await insertEmployer(t, { name: 'Sol Solo', company: null });
    const w = [await insertEmployee(t, { specializations: [3, 1] }), await insertEmployee(t, { specializations: [] }), await insertEmployee(t, { specializations: null })];
    const j1 = await insertJob(t, boss.id, { title: 'Gate' });
    const j2 = await insertJob(t, boss.id, { title: 'Door', enabled: false, periodType: 1 });
    const j3 = await insertJob(t, solo.id, { title: 'Roof', periodType: 2 });
    expect(await drift()).toEqual([]);
    const job = (id: number) => t.db.selectFrom('jobs').select(['applicants_count', 'owner_name', 'company_name', 'employer_live']).where('id', '=', id).executeTakeFirstOrThrow();
    const user = (id: number) => t.db.selectFrom('users').select(['hired_jobs', 'active_hires', 'work_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await job(j3)).toEqual({ applicants_count: 0, owner_name: 'Sol Solo', company_name: 'Sol Solo', employer_live: true });

    // Applications: inserted one by one and in bulk, state changes, moved, removed.
    await insertApplicant(t, j1, w[0].id, ApplicantState.Accepted);
    await insertApplicant(t, j2, w[0].id, ApplicantState.Accepted);
    await insertApplicant(t, j3, w[0].id, ApplicantState.New);
    await t.db
      .insertInto('applicants')
      .values([
        { job_id: j1, user_id: w[1].id, state: ApplicantState.New, reason: null },
        { job_id: j3, user_id: w[1].id, state: ApplicantState.Accepted, reason: null },
        { job_id: j1, user_id: w[2].id, state: ApplicantState.Rejected, reason: 'x' },
      ])
      .execute();
    expect(await job(j1)).toMatchObject({ applicants_count: 3 });
    expect(await user(w[0].id)).toEqual({ hired_jobs: 2, active_hires: 1, work_status: 1 });
    expect(await drift()).toEqual([]);
    await t.db.updateTable('applicants').set({ state: ApplicantState.Accepted }).where('job_id', '=', j1).execute();
    await t.db.updateTable('applicants').set({ state: ApplicantState.Rejected }).where('job_id', '=', j3).where('user_id', '=', w[1].id).execute();
    await t.db.updateTable('applicants').set({ job_id: j2 }).where('job_id', '=', j3).where('user_id', '=', w[1].id).execute();
    expect(await drift()).toEqual([]);
    await t.db.deleteFrom('applicants').where('job_id', '=', j1).where('user_id', '=', w[2].id).execute();
    expect(await drift()).toEqual([]);

    // Jobs: disabled, enabled, deleted, undeleted, removed (the cascade takes its applications), moved to another employer.
    await t.db.updateTable('jobs').set({ enabled: false }).where('id', '=', j1).execute();
    expect(await user(w[0].id)).toEqual({ hired_jobs: 2, active_hires: 0, work_status: 0 });
    await t.db.updateTable('jobs').set({ enabled: true }).where('id', 'in', [j1, j2]).execute();
    expect(await drift()).toEqual([]);
    await t.db.updateTable('jobs').set({ deleted_at: t.clock.now() }).where('id', '=', j2).execute();
    expect(await drift()).toEqual([]);
    await t.db.updateTable('jobs').set({ deleted_at: null, enabled: false }).where('id', '=', j2).execute();
    expect(await drift()).toEqual([]);
    await t.db.updateTable('jobs').set({ from_date: '2030-01-02', to_date: '2030-01-09', time_zone: 'America/Denver' }).where('id', '=', j2).execute();
    await t.db.updateTable('jobs').set({ period_type: 0, time_zone: null }).where('id', '=', j1).execute();
    expect(await drift()).toEqual([]);
    await t.db.updateTable('jobs').set({ employer_id: solo.id }).where('id', '=', j2).execute();
    expect(await job(j2)).toMatchObject({ owner_name: 'Sol Solo', company_name: 'Sol Solo' });
    await t.db.deleteFrom('jobs').where('id', '=', j1).execute();
    expect(await user(w[0].id)).toMatchObject({ hired_jobs: 1 });
    expect(await drift()).toEqual([]);

    // Employers: blocked and unblocked, renamed, company added, changed and removed, account deleted.
    await t.db.updateTable('users').set({ enabled: false }).where('id', '=', solo.id).execute();
    expect(await t.db.selectFrom('jobs').select('employer_enabled').where('id', '=', j3).executeTakeFirstOrThrow()).toEqual({ employer_enabled: false });
    expect(await drift()).toEqual([]);
    await t.db.updateTable('users').set({ enabled: true }).where('id', '=', solo.id).execute();
    expect(await drift()).toEqual([]);
    await t.db.updateTable('users').set({ name: 'Sol Renamed' }).where('id', '=', solo.id).execute();
    expect(await job(j3)).toMatchObject({ owner_name: 'Sol Renamed', company_name: 'Sol Renamed' });
    await t.db.insertInto('employer_profiles').values({ user_id: solo.id, first_name: 'S', last_name: 'R', company: 'Roofs Inc', license_number: 'L' }).execute();
    expect(await job(j3)).toMatchObject({ company_name: 'Roofs Inc' });
    await t.db.updateTable('employer_profiles').set({ company: 'Roofs Ltd' }).where('user_id', '=', solo.id).execute();
    expect(await drift()).toEqual([]);
    await t.db.deleteFrom('employer_profiles').where('user_id', '=', solo.id).execute();
    await t.db.updateTable('users').set({ name: null, deleted_at: t.clock.now() }).where('id', '=', solo.id).execute();
    expect(await job(j3)).toEqual({ applicants_count: 1, owner_name: null, company_name: '', employer_live: false });
    expect(await drift()).toEqual([]);
    await t.db.updateTable('users').set({ role: Role.Admin }).where('id', '=', boss.id).execute();
    expect(await drift()).toEqual([]);

    // Profiles and the specializations list.
    await t.db.updateTable('employee_profiles').set({ specializations: [5] }).where('user_id', '=', w[1].id).execute();
    await t.db.updateTable('specializations').set({ name: 'AAA first' }).where('id', '=', 3).execute();
    expect(await t.db.selectFrom('employee_profiles').select('first_specialization').where('user_id', '=', w[0].id).executeTakeFirstOrThrow()).toEqual({ first_specialization: 'aaa first' });
    expect(await drift()).toEqual([]);

    // An employee removed (cascade from the users row): the jobs' counts follow.
    await t.db.deleteFrom('users').where('id', '=', w[1].id).execute();
    expect(await drift()).toEqual([]);
  });
});
