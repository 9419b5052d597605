import { employeeJobsPaths, jobPaths, Role } from '@dutylink/contracts';
import { CHECK_FIELDS } from '../../../src/contract/input';
import { subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee } from '../employees/fixtures';
import { BAD_IDS, employer, undeclaredFields, validJob } from '../employers/fixtures';

/** The job calls, the employee job lists and the ZIP lookup refuse what breaks their contract with a 4xx, and change nothing. */
describe('job route contracts', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let jobId: number;

  beforeAll(async () => {
    t = await database.build();
    const boss = await employer(t);
    jobId = (await t.call('POST', 'employers/jobs', { cookie: boss.cookie, body: validJob(t) })).json().id;
    ({ cookie, userId } = await employee(t, true));
  });

  const applications = () => t.db.selectFrom('applicants').select(['id', 'job_id', 'user_id', 'state']).orderBy('id').execute();

  it.each(BAD_IDS)('answers 404 to the job id or user id %s and changes nothing', async (bad) => {
    const before = await applications();
    const calls: ['GET' | 'POST', string][] = [
      ['GET', `jobs/${bad}`],
      ...['apply', 'cancel', 'status'].flatMap((call): ['POST', string][] => [
        ['POST', `jobs/${call}/${bad}`],
        ['POST', `jobs/${call}/${bad}/${userId}`],
        // A malformed user id is no user (it was 403 'This link is invalid or has expired').
        ['POST', `jobs/${call}/${jobId}/${bad}`],
      ]),
    ];
    for (const [method, url] of calls) {
      const response = await t.call(method, url, { cookie });
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { title: 'Not found' }]);
    }
    expect(await applications()).toEqual(before);
  });

  it.each([`token=a&token=b`, `token=${'x'.repeat(257)}`])('refuses the link query %s with 400', async (query) => {
    const before = await applications();
    for (const url of [`jobs/${jobId}?${query}`, `jobs/apply/${jobId}/${userId}?${query}`]) {
      const response = await t.call(url.startsWith('jobs/apply') ? 'POST' : 'GET', url);
      expect([url, response.statusCode, response.json().title]).toEqual([url, 400, CHECK_FIELDS]);
    }
    expect(await applications()).toEqual(before);
  });

  it.each(['-1/10/0/0', '1000001/10/0/0', '1e3/10/0/0', 'abc/10/0/0', '99999999999/10/0/0', '0/0/0/0', '0/51/0/0', '0/10/9/0', '0/10/0/2'])(
    'refuses the employee job list page %s with 400',
    async (page) => {
      const response = await t.call('POST', `employees/jobs/items/${page}`, { cookie, body: { type: 'all', text: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe('Invalid request');
    },
  );

  it.each([{ type: 'mine' }, { type: ['all'] }, { type: 'all', text: ['guard'] }, { type: 'all', text: 'x'.repeat(129) }, {}])(
    'refuses the employee job list filter %j with 400',
    async (body) => {
      const response = await t.call('POST', employeeJobsPaths.items(0, 10), { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe(CHECK_FIELDS);
    },
  );

  it.each(['abc', '1234', '123456', '1e345', '%20', '75201%00'])('refuses the ZIP code %s with 400', async (zip) => {
    const response = await t.call('GET', `externalServices/zip/${zip}`, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe('ZIP code must be 5 digits');
  });

  it('looks a ZIP code up only for a signed-in user', async () => {
    expect((await t.call('GET', 'externalServices/zip/abc')).statusCode).toBe(401);
    expect((await t.call('GET', 'externalServices/zip/75201', { cookie })).json()).toEqual({ city: 'Dallas', state: 'TX', idstate: expect.any(Number) });
  });

  it('answers only declared fields (a job is read with its employer and reference names)', async () => {
    const admin = await subscriber(t);
    await t.db.updateTable('users').set({ role: Role.Admin }).where('id', '=', admin.userId).execute();
    for (const viewer of [cookie, admin.cookie]) {
      const job = await t.call('GET', jobPaths.get(jobId), { cookie: viewer });
      expect(job.statusCode).toBe(200);
      expect(undeclaredFields(job.json(), 'Job')).toEqual([]);
    }
    const list = await t.call('POST', employeeJobsPaths.items(0, 10), { cookie, body: { type: 'all', text: '' } });
    expect(list.json().items.length).toBeGreaterThan(0);
    expect(undeclaredFields(list.json(), 'EmployeeJobsResponse')).toEqual([]);
  });
});
