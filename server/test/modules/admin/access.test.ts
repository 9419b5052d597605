import { adminPaths, Role } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { subscriber } from '../../helpers/subscriptions';
import { adminSession } from './fixtures';

const paging = { from: 0, count: 10, by: 0, asc: true };

/** Every admin route, with a body that would be valid. */
const ROUTES: [method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown][] = [
  ['GET', adminPaths.analyticsGeneral],
  ['GET', adminPaths.placement('2026-01-01', '2026-01-07')],
  ['GET', adminPaths.posted('2026-01-01', '2026-01-07')],
  ['GET', adminPaths.userCount(Role.Employee)],
  ['POST', adminPaths.sendSms, { text: 'Hello', role: Role.Employee, userIDs: [] }],
  ['POST', adminPaths.changeUserState(1, 0)],
  ['DELETE', adminPaths.deleteUser(1)],
  ['GET', adminPaths.userSubscription(1)],
  ['POST', adminPaths.employers(paging), { text: '' }],
  ['POST', adminPaths.employees(paging), { text: '' }],
  ['POST', adminPaths.jobs(paging), { text: '', iduser: null }],
  ['POST', adminPaths.changeJobState(1, 0)],
  ['DELETE', adminPaths.deleteJob(1)],
  ['GET', adminPaths.jobApplicants(1)],
  ['POST', adminPaths.employerJobs({ ...paging, asc: false }), { state: 1, iduser: 1 }],
  ['GET', adminPaths.employeeJobs(1, 'all', 0, 10)],
  ['POST', adminPaths.promos, { text: '' }],
  ['GET', adminPaths.promoEditable('-')],
  ['GET', adminPaths.promoEditable(1)],
  ['POST', adminPaths.savePromo, { id: 0, name: 'NEVERSAVED', value: 10, forever: true, duration: 1, maxRedemptions: null, validUntil: null }],
  ['DELETE', adminPaths.deletePromo(1)],
];

describe('admin access', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let employeeCookie: string;
  let employerCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
    employeeCookie = (await subscriber(t, Role.Employee)).cookie;
    employerCookie = (await subscriber(t, Role.Employer)).cookie;
    adminCookie = (await adminSession(t)).cookie;
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
    expect(await t.db.selectFrom('promos').select('id').where('name', '=', 'NEVERSAVED').execute()).toEqual([]);
  });

  it('every route lets an admin in (not 401 / 403, no server error)', async () => {
    for (const [method, path, body] of ROUTES) {
      const response = await t.call(method, path, { body, cookie: adminCookie });
      expect([path, response.statusCode < 500 && response.statusCode !== 401 && response.statusCode !== 403]).toEqual([path, true]);
    }
  });
});
