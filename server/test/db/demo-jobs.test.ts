import { Role, Step, employeeHomePath } from '@dutylink/contracts';
import { DEMO_COMPANY } from '../../src/db/demo-jobs';
import { useTestDatabase } from '../helpers/test-app';

describe('demo data', () => {
  const database = useTestDatabase();

  it('gives the demo employer a company and jobs, and the demo employee a complete profile and a subscription', async () => {
    const t = await database.build({ env: { DEMO_DATA: '1' } });
    const employer = await t.db.selectFrom('users').selectAll().where('phone', '=', '+15555550101').executeTakeFirstOrThrow();
    expect((await t.db.selectFrom('employer_profiles').select('company').where('user_id', '=', employer.id).executeTakeFirstOrThrow()).company).toBe(DEMO_COMPANY);
    expect(employer.filled_steps).toEqual([]);
    const jobs = await t.db.selectFrom('jobs').select(['enabled']).where('employer_id', '=', employer.id).execute();
    expect(jobs.filter((j) => j.enabled).length).toBeGreaterThanOrEqual(12);
    expect(jobs.filter((j) => !j.enabled)).toHaveLength(1);

    const cookie = await t.signIn(Role.Employee, '+15555550102');
    const user = (await t.call('POST', 'auth/refresh', { cookie })).json().user;
    expect([...user.filledStep].sort()).toEqual([Step.General, Step.Permits, Step.Notifications, Step.Experience, Step.Payment]);
    expect(user.hasSubscription).toBe(true);
    expect(employeeHomePath(user)).toBe('/employee/jobs');
    const list = (await t.call('POST', 'employees/jobs/items/0/10/0/0', { cookie, body: { type: 'all', text: '' } })).json();
    expect(list.items).toHaveLength(10);
    expect(list.all).toBeGreaterThanOrEqual(12);
    expect(list).toMatchObject({ applied: 1, hired: 1 });

    // A restart seeds nothing twice.
    await database.build({ env: { DEMO_DATA: '1' } });
    expect(await t.db.selectFrom('jobs').select('id').where('employer_id', '=', employer.id).execute()).toHaveLength(jobs.length);
  });
});
