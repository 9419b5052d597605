import { CANCEL_HIRE_REASONS, employerJobsPaths, employerProfilePaths, jobApplicantsPaths, jobPaths, type JobEditorModel } from '@dutylink/contracts';
import { CHECK_FIELDS } from '../../../src/contract/input';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee } from '../employees/fixtures';
import { BAD_IDS, employer, undeclaredFields, validJob } from './fixtures';

/** Every employer and job applicants route refuses what breaks its contract with a 4xx, and changes nothing. */
describe('employer route contracts', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let cookie: string;
  let jobId: number;
  let workerId: number;
  let applicationId: number;
  const reason = CANCEL_HIRE_REASONS[0];

  beforeAll(async () => {
    t = await database.build();
    ({ cookie } = await employer(t));
    jobId = (await t.call('POST', employerJobsPaths.save, { cookie, body: validJob(t) })).json().id;
    const worker = await employee(t, true);
    workerId = worker.userId;
    expect((await t.call('POST', jobPaths.apply(jobId), { cookie: worker.cookie })).statusCode).toBe(200);
    applicationId = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie })).json()[0].id;
  });

  /** What any of these calls could change: the employer's jobs, profiles and applications. */
  const state = async () => ({
    jobs: await t.db.selectFrom('jobs').select(['id', 'enabled', 'deleted_at', 'title']).orderBy('id').execute(),
    profiles: await t.db.selectFrom('employer_profiles').selectAll().execute(),
    applicants: await t.db.selectFrom('applicants').select(['id', 'state', 'reason']).orderBy('id').execute(),
  });

  it.each(BAD_IDS)('answers 404 to the id %s in every path and query', async (bad) => {
    const before = await state();
    const calls: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', employerProfilePaths.profile(bad as unknown as number)],
      ['DELETE', `employers/jobs/${bad}`],
      ['GET', `jobApplicants/${bad}`],
      ['GET', `jobApplicants/profile/${bad}?relatedToJobId=${jobId}`],
      ['GET', `jobApplicants/profile/${workerId}?relatedToJobId=${bad}`],
      ['GET', `jobApplicants/profile/${workerId}?relatedToJobId=${jobId}&relatedToJobId=${bad}`],
      ['POST', `jobApplicants/accept/${bad}`],
      ['POST', `jobApplicants/reject/${bad}`],
    ];
    // Id 0 asks for a new job there.
    if (bad !== '0') calls.push(['GET', `employers/jobs/getEditable/${bad}`]);
    for (const [method, url] of calls) {
      const response = await t.call(method, url, { cookie, body: { reason } });
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { title: 'Not found' }]);
    }
    expect(await state()).toEqual(before);
  });

  it.each([
    ...BAD_IDS.map((bad) => `${bad}/0`),
    ...['2', '-1', '1e0', 'abc', '2147483648'].map((bad) => `{job}/${bad}`),
  ])('refuses changeState/%s with 400', async (tail) => {
    const before = await state();
    const response = await t.call('POST', `employers/jobs/changeState/${tail.replace('{job}', String(jobId))}`, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe('Invalid request');
    expect(await state()).toEqual(before);
  });

  it.each(['-1/10/0/0', '1000001/10/0/0', '1e3/10/0/0', 'abc/10/0/0', '99999999999/10/0/0', '0/0/0/0', '0/51/0/0', '0/1e1/0/0', '0/10/3/0', '0/10/0/2', '0/10/x/1'])(
    'refuses the job list page %s with 400',
    async (page) => {
      const response = await t.call('POST', `employers/jobs/items/${page}`, { cookie, body: { state: 1, text: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe('Invalid request');
    },
  );

  it.each([{ state: 'active' }, { state: true }, { state: '1e3' }, { state: 7 }, { state: 1, text: ['a'] }, { state: 1, text: 'x'.repeat(129) }, { state: 1, text: { a: 1 } }])(
    'refuses the job list filter %j with 400',
    async (body) => {
      const response = await t.call('POST', employerJobsPaths.items(0, 10), { cookie, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe(CHECK_FIELDS);
    },
  );

  const tooMany = Array.from({ length: 501 }, () => 101);
  it.each<[string, (m: JobEditorModel & Record<string, unknown>) => void]>([
    ['an id beyond 2^31', (m) => (m.id = 2_147_483_648)],
    ['a negative id', (m) => (m.id = -1)],
    ['a text id', (m) => Object.assign(m, { id: 'abc' })],
    ['a specialization beyond 2^31', (m) => (m.general.specializations = [2_147_483_648])],
    ['a state beyond 2^31', (m) => (m.details.address.idstate = 2_147_483_648)],
    ['501 locations', (m) => (m.details.locationIDs = tooMany)],
    ['an array for the title', (m) => Object.assign(m.general, { title: ['Guard'] })],
    ['an object for the city', (m) => Object.assign(m.details.address, { city: { name: 'Dallas' } })],
    ['a text for the days', (m) => Object.assign(m.general, { days: 'weekends' })],
    ['a title of 81 characters', (m) => (m.general.title = 'x'.repeat(81))],
    ['an unknown shift', (m) => Object.assign(m.general, { shift: 9 })],
    ['an unknown travel type', (m) => Object.assign(m.payment, { travelTypes: [42] })],
    ['a salary beyond the product limit', (m) => (m.payment.salaryValue = 1e9)],
    ['a from of 1e3', (m) => Object.assign(m.general, { from: '1e3' })],
    ['no general step', (m) => Object.assign(m, { general: null })],
  ])('refuses a job with %s (400) and stores nothing', async (_what, mutate) => {
    const before = await state();
    const model = validJob(t) as JobEditorModel & Record<string, unknown>;
    mutate(model);
    const response = await t.call('POST', employerJobsPaths.save, { cookie, body: model });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe(CHECK_FIELDS);
    expect(await state()).toEqual(before);
  });

  const general = { firstName: 'Erin', lastName: 'Boss', company: 'Acme Security', licenseNumber: 'C-123', workPhone: '', employerType: null };
  it.each([
    { ...general, firstName: ['Erin'] },
    { ...general, company: 'x'.repeat(129) },
    { ...general, employerType: 99 },
    { ...general, employerType: 'PPO' },
    { ...general, workPhone: 12145550100 },
    [general],
  ])('refuses the general step %j with 400 and stores nothing', async (body) => {
    const before = await state();
    const response = await t.call('POST', employerProfilePaths.general, { cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toEqual(expect.any(String));
    expect(await state()).toEqual(before);
  });

  it.each([{ reason: [reason] }, { reason: 'x'.repeat(1000) }, { reason: 'Too tall' }, { reason: 42 }, {}])('refuses the rejection %j with 400 and changes nothing', async (body) => {
    const before = await state();
    const response = await t.call('POST', jobApplicantsPaths.reject(applicationId), { cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe(CHECK_FIELDS);
    expect(await state()).toEqual(before);
  });

  it('answers only declared fields (the applicant profile is read with the whole user row)', async () => {
    const profile = await t.call('GET', jobApplicantsPaths.profile(workerId, jobId), { cookie });
    expect(profile.statusCode).toBe(200);
    expect(undeclaredFields(profile.json(), 'ApplicantProfile')).toEqual([]);
    const list = await t.call('POST', employerJobsPaths.items(0, 10), { cookie, body: { state: 1, text: '' } });
    expect(list.json().items).toHaveLength(1);
    expect(undeclaredFields(list.json(), 'EmployerJobsResponse')).toEqual([]);
  });
});
