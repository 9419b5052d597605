import {
  ApplicantState,
  EmployerJobState,
  employerJobsPaths,
  jobMessages,
  jobWeekDays,
  jobPaths,
  type EmployerJobsResponse,
  type JobEditableResponse,
  type JobEditorModel,
} from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee } from '../employees/fixtures';
import { dayOf, employer, validJob } from './fixtures';

describe('employer jobs', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  const save = (cookie: string, body: unknown) => t.call('POST', employerJobsPaths.save, { cookie, body });
  const list = (cookie: string, state: 0 | 1, text = '', from = 0, count = 10) => t.call('POST', employerJobsPaths.items(from, count), { cookie, body: { state, text } });
  const jobCount = async () => Number((await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  it('getEditable 0 answers the new-job defaults and the option lists', async () => {
    const { cookie } = await employer(t);
    const response = (await t.call('GET', employerJobsPaths.editable(0), { cookie })).json() as JobEditableResponse;
    expect(response).toMatchObject({ id: 0, enabled: true, created: null });
    expect(response.payment).toMatchObject({ salaryValue: 10, numberOfEmployee: 1 });
    expect(response.general.from).toBe(dayOf(t.clock.now()));
    expect(response.categories.find((c) => c.id === 1)?.children.length).toBeGreaterThan(0);
    expect(response.locations.length).toBeGreaterThan(0);
    expect(response.states.find((s) => s.code === 'TX')).toBeTruthy();
    expect(response.specializations.length).toBeGreaterThan(0);
  });

  it('creates, reads back, updates and lists own jobs', async () => {
    const { cookie, userId } = await employer(t);
    const model = validJob(t, { title: 'Arena guard' });
    const created = await save(cookie, model);
    expect(created.statusCode).toBe(200);
    const { id } = created.json() as { id: number };
    expect(id).toBeGreaterThan(0);

    const editable = (await t.call('GET', employerJobsPaths.editable(id), { cookie })).json() as JobEditableResponse;
    expect(editable.id).toBe(id);
    expect(editable.general).toEqual({ ...model.general });
    expect(editable.details).toEqual(model.details);
    expect(editable.payment).toEqual({ ...model.payment, mileage: true });
    expect(editable.enabled).toBe(true);
    expect(editable.created).toBeTruthy();

    // Update: fields that no longer apply are stored empty.
    const next: JobEditorModel = structuredClone(editable);
    next.general = { ...next.general, title: 'Arena guard (updated)', periodType: 0, to: '2099-01-01', shift: 0, categories: [1], otherCategory: 'ignored' };
    next.general.days = [...jobWeekDays(next.general)];
    next.payment = { ...next.payment, travelTypes: [], mileage: false, mileageRate: 5, uniformType: 1 };
    expect((await save(cookie, next)).json()).toEqual({ id });
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ employer_id: userId, title: 'Arena guard (updated)', to_date: null, varied_shifts: [], other_category: '', mileage: false, mileage_rate: null, uniform_other: '' });

    const page = (await list(cookie, 1)).json() as EmployerJobsResponse;
    expect(page).toMatchObject({ total: 1, enabled: 1, disabled: 0 });
    expect(page.items[0]).toMatchObject({ id, title: 'Arena guard (updated)', employerId: userId, applicants: 0, hired: 0 });
    expect(((await list(cookie, 1, 'nothing-like-this')).json() as EmployerJobsResponse).total).toBe(0);
    expect((await list(cookie, 1, '', 0, 51)).statusCode).toBe(400);
    expect((await t.call('POST', 'employers/jobs/items/0/10/3/0', { cookie, body: { state: 1, text: '' } })).statusCode).toBe(400);
    expect((await t.call('POST', employerJobsPaths.items(0, 10), { cookie, body: { state: 5, text: '' } })).statusCode).toBe(400);
  });

  it("keeps each job in its address's time zone: the ZIP code's, else the state's", async () => {
    const { cookie } = await employer(t);
    const zoneOf = async (postalCode: string, idstate: number) => {
      const model = validJob(t, { title: `Zone ${postalCode}` });
      model.details.address = { ...model.details.address, postalCode, idstate };
      const { id } = (await save(cookie, model)).json() as { id: number };
      return (await t.db.selectFrom('jobs').select('time_zone').where('id', '=', id).executeTakeFirstOrThrow()).time_zone;
    };
    const texas = 44;
    expect(await zoneOf('79901', texas)).toBe('America/Denver'); // El Paso keeps Mountain time
    expect(await zoneOf('75201', texas)).toBe('America/Chicago'); // Dallas
    expect(await zoneOf('32501', 10)).toBe('America/Chicago'); // Pensacola, Florida
    // A job saved with a ZIP code the data does not know (before issue 36 refused them) takes the state's main zone.
    const { id } = (await save(cookie, validJob(t, { title: 'Zone of an unknown ZIP' }))).json() as { id: number };
    await t.db.updateTable('jobs').set({ postal_code: '00000', time_zone: null }).where('id', '=', id).execute();
    expect((await t.db.selectFrom('jobs').select('time_zone').where('id', '=', id).executeTakeFirstOrThrow()).time_zone).toBe('America/Chicago');
  });

  it('refuses a ZIP code the data does not know, or of another state than the one chosen (issue 36), and stores nothing', async () => {
    const { cookie } = await employer(t);
    const before = await jobCount();
    const withZip = (postalCode: string, idstate = 44) => {
      const model = validJob(t, { title: `ZIP ${postalCode}` });
      model.details.address = { ...model.details.address, postalCode, idstate };
      return model;
    };
    const unknown = await save(cookie, withZip('00000'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ title: 'Please check the highlighted fields', errors: { 'details.address.postalCode': ['ZIP code 00000 is not a US ZIP code'] } });
    // 10001 is New York's; 44 is Texas.
    const otherState = await save(cookie, withZip('10001'));
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().errors).toEqual({ 'details.address.postalCode': ['ZIP code 10001 is in NY, not TX'] });
    expect(await jobCount()).toBe(before);
    // An edit is refused the same way, and the job keeps its address.
    const { id } = (await save(cookie, withZip('75219'))).json() as { id: number };
    const moved = withZip('10001');
    moved.id = id;
    expect((await save(cookie, moved)).json().errors).toEqual({ 'details.address.postalCode': ['ZIP code 10001 is in NY, not TX'] });
    expect((await t.db.selectFrom('jobs').select('postal_code').where('id', '=', id).executeTakeFirstOrThrow()).postal_code).toBe('75219');
    // New York with New York is fine.
    expect((await save(cookie, withZip('10001', 33))).statusCode).toBe(200);
  });

  it('refuses every kind of bad job and stores nothing', async () => {
    const { cookie } = await employer(t);
    const before = await jobCount();
    const expectErrors = async (mutate: (m: JobEditorModel) => void, errors: Record<string, string[]>) => {
      const model = validJob(t);
      mutate(model);
      const response = await save(cookie, model);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ title: 'Please check the highlighted fields', errors });
    };
    // Step 1
    await expectErrors((m) => {
      m.general.title = '';
      m.general.specializations = [];
      m.general.days = [];
      m.general.categories = [];
    }, {
      'general.title': ['Required'],
      'general.specializations': ['At least one item must be selected'],
      'general.days': ['At least one item must be selected'],
      'general.categories': ['At least one category must be selected'],
    });
    await expectErrors((m) => (m.general.from = dayOf(t.clock.now(), -1)), { 'general.from': ['Date must be in the future'] });
    await expectErrors((m) => {
      m.general.from = dayOf(t.clock.now(), 5);
      m.general.to = dayOf(t.clock.now(), 4);
    }, { 'general.to': ['Date must be more or equal From date'] });
    await expectErrors((m) => (m.general.to = null), { 'general.to': ['Required'] });
    await expectErrors((m) => (m.general.timeRange = [{ from: '18:00', to: '09:00' }]), { 'general.timeRange[0].to': ['Invalid time span'] });
    await expectErrors((m) => (m.general.otherCategory = ''), { 'general.otherCategory': ['Required'] });
    await expectErrors((m) => {
      m.general.title = 't'.repeat(81);
      m.general.description = 'd'.repeat(121);
      m.general.otherCategory = 'o'.repeat(129);
    }, { 'general.title': ['At most 80 characters'], 'general.description': ['At most 120 characters'], 'general.otherCategory': ['At most 128 characters'] });
    // Step 2
    await expectErrors((m) => {
      m.details.locationName = '';
      m.details.locationDescription = '';
      m.details.address.city = '';
      m.details.address.postalCode = '123';
      m.details.locationIDs = [];
    }, {
      'details.locationName': ['Required'],
      'details.locationDescription': ['Required'],
      'details.address.city': ['Required'],
      'details.address.postalCode': ['ZIP code must be 5 digits'],
      'details.locationIDs': ['At least one item must be selected'],
    });
    // Step 3
    await expectErrors((m) => {
      m.payment.numberOfEmployee = 1000;
      m.payment.salaryValue = 10.555;
      m.payment.mileageRate = null;
      m.payment.payrollSchedule = 100;
      m.payment.knownThreats = true;
      m.payment.equipment = 1;
      m.payment.uniformOther = '';
    }, {
      'payment.numberOfEmployee': [jobMessages.numberOfEmployee],
      'payment.salaryValue': ['At most 2 decimal places'],
      'payment.mileageRate': ['Required'],
      'payment.payrollSchedule': [jobMessages.payrollSchedule],
      'payment.knownThreatDescription': ['Required'],
      'payment.equipmentDescription': ['Required'],
      'payment.uniformOther': ['Required'],
    });
    await expectErrors((m) => (m.payment.salaryValue = 10001), { 'payment.salaryValue': [jobMessages.salaryRange] });
    // Unknown reference ids.
    await expectErrors((m) => (m.general.specializations = [9999]), { 'general.specializations': ['Unknown item: 9999'] });
    await expectErrors((m) => (m.details.address.idstate = 999), { 'details.address.idstate': ['Unknown item: 999'] });
    await expectErrors((m) => (m.general.categories = [m.general.categories[0], 9998]), { 'general.categories': ['Unknown item: 9998'] });
    await expectErrors((m) => (m.general.subCategories = [9997]), { 'general.subCategories': ['Unknown item: 9997'] });
    await expectErrors((m) => ((m.details.jobLocationsAll = false), (m.details.locationIDs = [9996])), { 'details.locationIDs': ['Unknown item: 9996'] });
    // Not an object, oversized.
    expect((await save(cookie, '[]')).statusCode).toBe(400);
    const huge = validJob(t);
    huge.general.description = 'x'.repeat(70_000);
    expect((await save(cookie, huge)).statusCode).toBe(413);
    expect(await jobCount()).toBe(before);
  });

  it('needs a subscription to list, edit and publish', async () => {
    const { cookie } = await employer(t, false);
    for (const response of [await list(cookie, 1), await t.call('GET', employerJobsPaths.editable(0), { cookie }), await save(cookie, validJob(t))]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ title: 'A subscription is required for job posts' });
    }
    const worker = await employee(t, true);
    expect((await list(worker.cookie, 1)).statusCode).toBe(403);
  });

  it('keeps other employers out (404)', async () => {
    const a = await employer(t);
    const b = await employer(t);
    const { id } = (await save(a.cookie, validJob(t))).json();
    expect((await t.call('GET', employerJobsPaths.editable(id), { cookie: b.cookie })).statusCode).toBe(404);
    expect((await save(b.cookie, { ...validJob(t), id })).statusCode).toBe(404);
    expect((await t.call('POST', employerJobsPaths.changeState(id, 0), { cookie: b.cookie })).statusCode).toBe(404);
    expect((await t.call('DELETE', employerJobsPaths.remove(id), { cookie: b.cookie })).statusCode).toBe(404);
    expect(((await list(b.cookie, 1)).json() as EmployerJobsResponse).total).toBe(0);
    expect((await t.db.selectFrom('jobs').select(['enabled', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow())).toEqual({ enabled: true, deleted_at: null });
  });

  it('an edited running job keeps its start date', async () => {
    const { cookie } = await employer(t);
    const { id } = (await save(cookie, validJob(t, { fromDays: 0 }))).json();
    t.clock.advance(2 * 86_400_000);
    const editable = (await t.call('GET', employerJobsPaths.editable(id), { cookie })).json() as JobEditableResponse;
    expect((await save(cookie, { ...editable, general: { ...editable.general, title: 'Still running' } })).statusCode).toBe(200);
    const earlier = { ...editable.general, from: dayOf(t.clock.now(), -1) };
    const moved = await save(cookie, { ...editable, general: { ...earlier, days: [...jobWeekDays(earlier)] } });
    expect(moved.json().errors).toEqual({ 'general.from': ['Date must be in the future'] });
  });

  it('closing texts every applicant, by their state, in the same transaction; a closed job cannot be edited or reopened', async () => {
    const { cookie, userId } = await employer(t);
    await t.db
      .insertInto('employer_profiles')
      .values({ user_id: userId, first_name: 'A', last_name: 'B', company: 'Closers Inc', license_number: 'L', work_phone: null, employer_type: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const { id } = (await save(cookie, validJob(t, { title: 'Night watch' }))).json();
    const applicants = [await employee(t, true), await employee(t, true), await employee(t, true)];
    for (const a of applicants) expect((await t.call('POST', jobPaths.apply(id), { cookie: a.cookie })).statusCode).toBe(200);
    await t.db.updateTable('applicants').set({ state: ApplicantState.Accepted }).where('user_id', '=', applicants[1].userId).execute();
    await t.db.updateTable('applicants').set({ state: ApplicantState.Rejected, reason: 'Venue Issues' }).where('user_id', '=', applicants[2].userId).execute();
    const phones = await t.db.selectFrom('users').select(['id', 'phone']).where('id', 'in', applicants.map((a) => a.userId)).execute();
    const phoneOf = (userId: number) => phones.find((p) => p.id === userId)!.phone!;

    expect((await t.call('POST', employerJobsPaths.changeState(id, EmployerJobState.Closed), { cookie })).json()).toEqual({ id });
    // Job alerts (issue 7) and the employer's applicant notices also name the job: only the closing texts count here.
    const closingTexts = () => t.db.selectFrom('outbox').selectAll().where('recipient', 'in', phones.map((p) => p.phone!)).where('body', 'like', '%Night watch%').where('body', 'not like', 'DutyLink job:%').execute();
    const sms = await closingTexts();
    // Issue 17: each reader learns where they stand: not selected, still hired, or (rejected before) only that it closed.
    const bodyTo = (userId: number) => sms.filter((m) => m.recipient === phoneOf(userId)).map((m) => m.body);
    expect(sms.every((m) => m.channel === 'sms')).toBe(true);
    expect(bodyTo(applicants[0].userId)).toEqual(['DutyLink: "Night watch" at Closers Inc has been closed. You were not selected.']);
    expect(bodyTo(applicants[1].userId)).toEqual([expect.stringMatching(/^DutyLink: "Night watch" at Closers Inc is closed to new applicants\. You are still hired: .+\. Details: http:\/\/localhost:8080\/employee\/jobs\/\d+$/)]);
    expect(bodyTo(applicants[2].userId)).toEqual(['DutyLink: "Night watch" at Closers Inc has been closed.']);

    // Closing again sends nothing more; reopening and editing are refused.
    await t.call('POST', employerJobsPaths.changeState(id, 0), { cookie });
    expect(await closingTexts()).toHaveLength(applicants.length);
    const reopen = await t.call('POST', employerJobsPaths.changeState(id, 1), { cookie });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({ title: 'A closed job cannot be reopened' });
    const edit = await save(cookie, { ...validJob(t), id });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ title: 'A closed job cannot be edited' });
    expect((await t.call('GET', employerJobsPaths.editable(id), { cookie })).json()).toMatchObject({ id, enabled: false });
    expect((await list(cookie, 0)).json()).toMatchObject({ total: 1, enabled: 0, disabled: 1 });
    expect((await t.call('POST', `employers/jobs/changeState/${id}/2`, { cookie })).statusCode).toBe(400);
  });

  it('delete is a soft delete that hides the job everywhere and texts applicants of an active job', async () => {
    const { cookie } = await employer(t);
    const { id } = (await save(cookie, validJob(t, { title: 'Doomed post' }))).json();
    const worker = await employee(t, true);
    await t.call('POST', jobPaths.apply(id), { cookie: worker.cookie });
    expect((await t.call('DELETE', employerJobsPaths.remove(id), { cookie })).json()).toEqual({ id });
    expect((await t.db.selectFrom('jobs').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at).not.toBeNull();
    // The employer's own new-applicant notice names the job too: only the worker's texts count.
    expect(await t.db.selectFrom('outbox').select('body').where('user_id', '=', worker.userId).where('body', 'like', '%Doomed post%').where('body', 'not like', 'DutyLink job:%').execute()).toHaveLength(1);
    expect((await t.call('GET', employerJobsPaths.editable(id), { cookie })).statusCode).toBe(404);
    expect((await t.call('DELETE', employerJobsPaths.remove(id), { cookie })).statusCode).toBe(404);
    expect((await t.call('GET', jobPaths.get(id), { cookie: worker.cookie })).statusCode).toBe(404);
    expect(((await list(cookie, 1)).json() as EmployerJobsResponse).total).toBe(0);
  });

  it('counts posts remaining per billing period and refuses publishing beyond it', async () => {
    const limited = await database.build({ env: { POSTS_PER_PERIOD_JSON: '{"month":2}' } });
    const { cookie } = await employer(limited);
    const post = () => limited.call('POST', employerJobsPaths.save, { cookie, body: validJob(limited) });
    const remaining = async () => ((await limited.call('POST', employerJobsPaths.items(0, 10), { cookie, body: { state: 1, text: '' } })).json() as EmployerJobsResponse).remaining;
    expect(await remaining()).toBe(2);
    const first = (await post()).json().id as number;
    expect(await remaining()).toBe(1);
    // Deleting does not give the post back.
    await limited.call('DELETE', employerJobsPaths.remove(first), { cookie });
    expect(await remaining()).toBe(1);
    expect((await post()).statusCode).toBe(200);
    expect(await remaining()).toBe(0);
    const refused = await post();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ title: 'You have no posts remaining in this billing period' });
    // The editor of a new job is refused when it opens, not after its three steps.
    const opened = await limited.call('GET', employerJobsPaths.editable(0), { cookie });
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toEqual({ title: 'You have no posts remaining in this billing period' });
    // Editing is not publishing.
    const [own] = ((await limited.call('POST', employerJobsPaths.items(0, 10), { cookie, body: { state: 1, text: '' } })).json() as EmployerJobsResponse).items;
    const editable = (await limited.call('GET', employerJobsPaths.editable(own.id), { cookie })).json() as JobEditableResponse;
    expect((await limited.call('POST', employerJobsPaths.save, { cookie, body: { ...editable, general: { ...editable.general, title: 'Edited' } } })).statusCode).toBe(200);
  });
});
