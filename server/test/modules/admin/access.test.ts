import { adminPaths, Role } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { subscriber } from '../../helpers/subscriptions';
import { adminSession, insertApplicant, insertEmployee, insertJob, insertPromo } from './fixtures';

const paging = { from: 0, count: 10, by: 0, asc: true };

/** The rows the routes act on: some to read, and others of their own to block or delete. */
interface Ids {
  employee: number;
  employer: number;
  job: number;
  promo: number;
  doomedUser: number;
  doomedJob: number;
  doomedPromo: number;
}

/** Every admin route, with a body and ids that are valid: an admin's call of each succeeds. */
const routes = (ids: Ids): [method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown][] => [
  ['GET', adminPaths.analyticsGeneral],
  ['GET', adminPaths.placement('2026-01-01', '2026-01-07')],
  ['GET', adminPaths.posted('2026-01-01', '2026-01-07')],
  ['GET', adminPaths.shiftsPerWeek('2026-01-01', '2026-01-07')],
  ['GET', adminPaths.messagesPerWeek('2026-01-01', '2026-01-07')],
  ['GET', adminPaths.userCount(Role.Employee)],
  ['POST', adminPaths.sendSms, { text: 'Hello', role: Role.Employee, userIDs: [ids.employee] }],
  ['POST', adminPaths.changeUserState(ids.doomedUser, 0)],
  ['DELETE', adminPaths.deleteUser(ids.doomedUser)],
  ['GET', adminPaths.userSubscription(ids.employee)],
  ['POST', adminPaths.employers(paging), { text: '' }],
  ['POST', adminPaths.employees(paging), { text: '' }],
  ['POST', adminPaths.jobs(paging), { text: '', iduser: null }],
  ['POST', adminPaths.changeJobState(ids.doomedJob, 0)],
  ['DELETE', adminPaths.deleteJob(ids.doomedJob)],
  ['GET', adminPaths.jobApplicants(ids.job)],
  ['POST', adminPaths.employerJobs({ ...paging, asc: false }), { state: 1, iduser: ids.employer }],
  ['GET', adminPaths.employeeJobs(ids.employee, 'all', 0, 10)],
  ['POST', adminPaths.promos, { text: '' }],
  ['GET', adminPaths.promoEditable('-')],
  ['GET', adminPaths.promoEditable(ids.promo)],
  ['POST', adminPaths.savePromo, { id: 0, name: 'SAVEDBYADMIN', value: 10, forever: true, duration: 1, maxRedemptions: null, validUntil: null }],
  ['DELETE', adminPaths.deletePromo(ids.doomedPromo)],
];

describe('admin access', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let employeeCookie: string;
  let employerCookie: string;
  let adminCookie: string;
  let ROUTES: ReturnType<typeof routes>;
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
    const employee = await subscriber(t, Role.Employee);
    const employer = await subscriber(t, Role.Employer);
    employeeCookie = employee.cookie;
    employerCookie = employer.cookie;
    adminCookie = (await adminSession(t)).cookie;
    const job = await insertJob(t, employer.userId);
    await insertApplicant(t, job, employee.userId);
    ROUTES = routes({
      employee: employee.userId,
      employer: employer.userId,
      job,
      promo: await insertPromo(t, 'READBYADMIN'),
      doomedUser: (await insertEmployee(t)).id,
      doomedJob: await insertJob(t, employer.userId),
      doomedPromo: await insertPromo(t, 'DELETEDBYADMIN'),
    });
  });

  it('every route answers 401 anonymous and 403 to an employee and an employer, changing nothing', async () => {
    const before = await t.counts();
    for (const [method, path, body] of ROUTES) {
      const anonymous = await t.call(method, path, { body });
      expect([path, anonymous.statusCode, anonymous.json()]).toEqual([path, 401, { title: 'Not signed in' }]);
      for (const cookie of [employeeCookie, employerCookie]) {
        const refused = await t.call(method, path, { body, cookie });
        expect([path, refused.statusCode, refused.json()]).toEqual([path, 403, { title: expect.any(String) }]);
      }
    }
    expect(await t.counts()).toEqual(before);
    expect(await t.db.selectFrom('promos').select('id').where('name', '=', 'SAVEDBYADMIN').execute()).toEqual([]);
  });

  it('every route lets an admin in: each call succeeds', async () => {
    for (const [method, path, body] of ROUTES) {
      const response = await t.call(method, path, { body, cookie: adminCookie });
      expect([path, response.statusCode >= 200 && response.statusCode < 300 ? '2xx' : response.statusCode]).toEqual([path, '2xx']);
    }
  });
});
