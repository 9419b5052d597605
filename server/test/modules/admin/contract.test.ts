import schemas from '@dutylink/contracts/api-schemas';
import { adminPaths, ApplicantState, Role } from '@dutylink/contracts';
import type { ContractType } from '../../../src/contract/answers';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession, insertApplicant, insertEmployee, insertEmployer, insertJob, insertPromo } from './fixtures';

/** Beyond the largest row id (PostgreSQL integer). */
const BEYOND = '2147483648';
const PAGING = { from: 0, count: 10, by: 0, asc: true };
const PROMO = { id: 0, name: 'CONTRACT1', value: 10, forever: false, duration: 1, maxRedemptions: null, validUntil: null };

type Case = [what: string, method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, status: 400 | 404];

/** The fields a contracts type declares (its generated JSON Schema). */
const declared = (type: ContractType) => Object.keys((schemas[type] as { properties?: object }).properties ?? {});

describe('admin route contracts', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let cookie: string;
  let employer: number;
  let employee: number;
  let job: number;
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
    cookie = (await adminSession(t)).cookie;
    employer = (await insertEmployer(t)).id;
    employee = (await insertEmployee(t)).id;
    job = await insertJob(t, employer);
    await insertApplicant(t, job, employee, ApplicantState.New);
    await insertPromo(t, 'KEPT10');
  });

  /** Everything an admin route writes. */
  const rows = async () => ({
    users: await t.db.selectFrom('users').select(['id', 'enabled', 'deleted_at']).orderBy('id').execute(),
    jobs: await t.db.selectFrom('jobs').select(['id', 'enabled', 'deleted_at']).orderBy('id').execute(),
    promos: await t.db.selectFrom('promos').select(['id', 'deleted_at']).orderBy('id').execute(),
    counts: await t.counts(),
  });

  const refuses = async ([, method, path, body, status]: Case) => {
    const before = await rows();
    const response = await t.call(method, path, { cookie, body });
    expect([path, response.statusCode, response.json()]).toEqual([path, status, expect.objectContaining({ title: expect.any(String) })]);
    expect(await rows()).toEqual(before);
  };

  const lists: Case[] = [
    ['a page start beyond 2^31', 'POST', `admin/employers/items/${BEYOND}/10/0/1`, { text: '' }, 400],
    ['a page start beyond the deepest page', 'POST', 'admin/employees/items/1000001/10/0/1', { text: '' }, 400],
    ['1e3 as a page start', 'POST', 'admin/employees/items/1e3/10/0/1', { text: '' }, 400],
    ['a word as a page size', 'POST', 'admin/jobs/items/0/ten/0/1', { text: '', iduser: null }, 400],
    ['an unknown sort key', 'POST', 'admin/jobs/items/0/10/99/1', { text: '', iduser: null }, 400],
    ['true as asc', 'POST', 'admin/employers/items/0/10/0/true', { text: '' }, 400],
    ['an array as the search text', 'POST', adminPaths.employers(PAGING), { text: ['a'] }, 400],
    ['an object as the search text', 'POST', adminPaths.employees(PAGING), { text: { a: 1 } }, 400],
    ['a 129-character search text', 'POST', adminPaths.employees(PAGING), { text: 'x'.repeat(129) }, 400],
    ['a search text with a NUL', 'POST', adminPaths.employers(PAGING), { text: 'a\u0000' }, 400],
    ['an array as the body', 'POST', adminPaths.employers(PAGING), [], 400],
    ['an employer id beyond 2^31', 'POST', adminPaths.jobs(PAGING), { text: '', iduser: Number(BEYOND) }, 400],
    ['employer id 0', 'POST', adminPaths.jobs(PAGING), { text: '', iduser: 0 }, 400],
    ['a negative employer id', 'POST', adminPaths.jobs(PAGING), { text: '', iduser: -1 }, 400],
    ['1e3 as an employer id', 'POST', adminPaths.jobs(PAGING), { text: '', iduser: '1e3' }, 400],
    ['a fractional employer id', 'POST', adminPaths.jobs(PAGING), { text: '', iduser: 1.5 }, 400],
    ['an unknown job state', 'POST', adminPaths.employerJobs(PAGING), { state: 2, iduser: 1 }, 400],
    ['a word as the employer', 'POST', adminPaths.employerJobs(PAGING), { state: 1, iduser: 'abc' }, 400],
    ['an employer beyond 2^31', 'POST', adminPaths.employerJobs(PAGING), { state: 1, iduser: Number(BEYOND) }, 400],
    ['an employee beyond 2^31', 'GET', `jobs/employee/${BEYOND}/all/0/10`, undefined, 400],
    ['employee 0', 'GET', 'jobs/employee/0/all/0/10', undefined, 400],
    ['an unknown tab', 'GET', 'jobs/employee/1/everything/0/10', undefined, 400],
    ['1e1 as a page size', 'GET', 'jobs/employee/1/all/0/1e1', undefined, 400],
    ['a page size beyond the most', 'GET', 'jobs/employee/1/all/0/51', undefined, 400],
  ];
  it.each(lists)('lists refuse %s with a 4xx {title} and change nothing', (...c) => refuses(c));

  const actions: Case[] = [
    ['an account beyond 2^31 (block)', 'POST', `admin/users/change-state/${BEYOND}/0`, undefined, 400],
    ['account 0 (block)', 'POST', 'admin/users/change-state/0/0', undefined, 400],
    ['a negative account (block)', 'POST', 'admin/users/change-state/-1/0', undefined, 400],
    ['1e3 as an account (block)', 'POST', 'admin/users/change-state/1e3/0', undefined, 400],
    ['a word as a state (block)', 'POST', 'admin/users/change-state/1/off', undefined, 400],
    ['an unknown state (block)', 'POST', 'admin/users/change-state/1/2', undefined, 400],
    ['an account beyond 2^31 (delete)', 'DELETE', `admin/users/${BEYOND}`, undefined, 404],
    ['account 0 (delete)', 'DELETE', 'admin/users/0', undefined, 404],
    ['a negative account (delete)', 'DELETE', 'admin/users/-1', undefined, 404],
    ['1e3 as an account (delete)', 'DELETE', 'admin/users/1e3', undefined, 404],
    ['a word as an account (subscription)', 'GET', 'admin/users/abc/subscription', undefined, 404],
    ['an account beyond 2^31 (subscription)', 'GET', `admin/users/${BEYOND}/subscription`, undefined, 404],
    ['a job beyond 2^31 (close)', 'POST', `admin/jobs/change-state/${BEYOND}/0`, undefined, 400],
    ['an unknown state (close)', 'POST', 'admin/jobs/change-state/1/-1', undefined, 400],
    ['a job beyond 2^31 (delete)', 'DELETE', `admin/jobs/${BEYOND}`, undefined, 404],
    ['job 0 (delete)', 'DELETE', 'admin/jobs/0', undefined, 404],
    ['1e3 as a job (applicants)', 'GET', 'admin/jobs/1e3/applicants', undefined, 404],
    ['a job beyond 2^31 (applicants)', 'GET', `admin/jobs/${BEYOND}/applicants`, undefined, 404],
  ];
  it.each(actions)('actions refuse %s with a 4xx {title} and change nothing', (...c) => refuses(c));

  const sms: Case[] = [
    ['a role beyond 2^31 (count)', 'GET', `admin/misc/user-count/${BEYOND}`, undefined, 400],
    ['1e2 as a role (count)', 'GET', 'admin/misc/user-count/1e2', undefined, 400],
    ['the admin role (count)', 'GET', `admin/misc/user-count/${Role.Admin}`, undefined, 400],
    ['an array as the text', 'POST', adminPaths.sendSms, { text: ['Hi'], role: Role.Employee, userIDs: [] }, 400],
    ['a 1601-character text', 'POST', adminPaths.sendSms, { text: 'x'.repeat(1601), role: Role.Employee, userIDs: [] }, 400],
    ['a lone surrogate in the text', 'POST', adminPaths.sendSms, { text: 'Hi \ud800', role: Role.Employee, userIDs: [] }, 400],
    ['a word as the role', 'POST', adminPaths.sendSms, { text: 'Hi', role: 'employee', userIDs: [] }, 400],
    ['an unknown role', 'POST', adminPaths.sendSms, { text: 'Hi', role: 5, userIDs: [] }, 400],
    ['a recipient beyond 2^31', 'POST', adminPaths.sendSms, { text: 'Hi', role: Role.Employee, userIDs: [Number(BEYOND)] }, 400],
    ['recipient 0', 'POST', adminPaths.sendSms, { text: 'Hi', role: Role.Employee, userIDs: [0] }, 400],
    ['1e3 as a recipient', 'POST', adminPaths.sendSms, { text: 'Hi', role: Role.Employee, userIDs: ['1e3'] }, 400],
    ['a word as the recipients', 'POST', adminPaths.sendSms, { text: 'Hi', role: Role.Employee, userIDs: 'all' }, 400],
  ];
  it.each(sms)('SMS refuses %s with a 4xx {title} and sends nothing', (...c) => refuses(c));

  const promos: Case[] = [
    ['an array as the search text', 'POST', adminPaths.promos, { text: ['a'] }, 400],
    ['a 129-character search text', 'POST', adminPaths.promos, { text: 'x'.repeat(129) }, 400],
    ['a promo beyond 2^31 (form)', 'GET', `admin/promos/getEditable/${BEYOND}`, undefined, 404],
    ['promo 0 (form)', 'GET', 'admin/promos/getEditable/0', undefined, 404],
    ['1e3 as a promo (form)', 'GET', 'admin/promos/getEditable/1e3', undefined, 404],
    ['-- as a promo (form)', 'GET', 'admin/promos/getEditable/--', undefined, 404],
    ['an id beyond 2^31', 'POST', adminPaths.savePromo, { ...PROMO, id: Number(BEYOND) }, 400],
    ['an array as the code', 'POST', adminPaths.savePromo, { ...PROMO, name: ['A'] }, 400],
    ['an 81-character code', 'POST', adminPaths.savePromo, { ...PROMO, name: 'A'.repeat(81) }, 400],
    ['a word as the percent', 'POST', adminPaths.savePromo, { ...PROMO, value: 'ten' }, 400],
    ['a percent beyond 2^31', 'POST', adminPaths.savePromo, { ...PROMO, value: Number(BEYOND) }, 400],
    ['months beyond 2^31', 'POST', adminPaths.savePromo, { ...PROMO, duration: Number(BEYOND) }, 400],
    ['a word as the redemptions', 'POST', adminPaths.savePromo, { ...PROMO, maxRedemptions: 'many' }, 400],
    ['an array as the last day', 'POST', adminPaths.savePromo, { ...PROMO, validUntil: ['2030-01-01'] }, 400],
    ['a word as forever', 'POST', adminPaths.savePromo, { ...PROMO, forever: 'maybe' }, 400],
    ['a promo beyond 2^31 (delete)', 'DELETE', `admin/promos/${BEYOND}`, undefined, 404],
    ['a negative promo (delete)', 'DELETE', 'admin/promos/-1', undefined, 404],
  ];
  it.each(promos)('promos refuse %s with a 4xx {title} and store nothing', (...c) => refuses(c));

  const analytics: Case[] = [
    ['a five-digit year', 'GET', 'admin/analytics/jobs/placement/2025-01-01/20250-01-01', undefined, 400],
    ['1e3 as a day', 'GET', 'admin/analytics/jobs/posted/1e3/2025-01-01', undefined, 400],
    ['a day with a time', 'GET', 'admin/analytics/jobs/posted/2025-01-01/2025-01-02T00:00', undefined, 400],
    ['a shifts range that ends before it starts', 'GET', 'admin/analytics/shifts/2025-01-08/2025-01-01', undefined, 400],
    ['a 99-character day', 'GET', `admin/analytics/jobs/placement/${'1'.repeat(99)}/2025-01-01`, undefined, 400],
  ];
  it.each(analytics)('analytics refuse %s with a 400 {title}', (...c) => refuses(c));

  it('answers carry only the fields their types declare', async () => {
    const only = (value: object, type: ContractType) => expect([type, Object.keys(value).filter((key) => !declared(type).includes(key))]).toEqual([type, []]);
    // The employer's own listing adds posts remaining; the admin's answer has no such field.
    const employerJobs = (await t.call('POST', adminPaths.employerJobs({ ...PAGING, asc: false }), { cookie, body: { state: 1, iduser: employer } })).json();
    only(employerJobs, 'AdminEmployerJobsResponse');
    expect(employerJobs.items).toHaveLength(1);
    for (const item of employerJobs.items) only(item, 'Job');
    // Promos are read with selectAll(): none of the stored columns but the declared ones leaves.
    const promoList = (await t.call('POST', adminPaths.promos, { cookie, body: { text: '' } })).json();
    expect(promoList.items).toHaveLength(1);
    only(promoList.items[0], 'AdminPromo');
    const applicants = (await t.call('GET', adminPaths.jobApplicants(job), { cookie })).json();
    expect(applicants).toHaveLength(1);
    only(applicants[0], 'JobApplicant');
    only((await t.call('GET', adminPaths.userSubscription(employer), { cookie })).json(), 'AdminSubscriptionView');
  });
});
