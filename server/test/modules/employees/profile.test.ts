import { dayIn, employeeMessages as m, FALLBACK_TIME_ZONE, employeeProfilePaths as paths, externalPaths, PermitDocumentType as D, Role, Step } from '@dutylink/contracts';
import { US_STATES } from '../../../src/db/reference-data';
import { CHECK_FIELDS } from '../../../src/contract/input';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { subscriber } from '../../helpers/subscriptions';
import { day, employee, validExperience, validGeneral, validNotifications, validPermits } from './fixtures';

describe('employee profile', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  async function profileRow(userId: number) {
    return t.db.selectFrom('employee_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }
  async function filled(userId: number) {
    return (await t.db.selectFrom('users').select('filled_steps').where('id', '=', userId).executeTakeFirstOrThrow()).filled_steps;
  }

  it('has the reference data without demo data', async () => {
    const { cookie } = await employee(t);
    const general = (await t.call('GET', paths.general, { cookie })).json();
    expect(general.states).toHaveLength(51);
    expect(US_STATES.map((s) => s.code)).toContain('DC');
    expect(general.specializations.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Unarmed Security Officer', 'Armed Security Officer', 'Off-Duty Police Officer', 'K-9 Handler']));
    const notifications = (await t.call('GET', paths.notifications, { cookie })).json();
    const event = notifications.categories.find((c: { name: string }) => c.name === 'Event Security');
    expect(event.children.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Concerts', 'Sports', 'Festivals']));
    const texas = notifications.locations.find((l: { name: string }) => l.name === 'Texas');
    expect(texas.children.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Dallas–Fort Worth', 'Houston', 'Austin', 'San Antonio']));
    // Issue 17: every state and DC is an alert area, listed alphabetically.
    expect(notifications.locations.map((l: { name: string }) => l.name)).toEqual(US_STATES.map((s) => s.name).sort());
    const experience = (await t.call('GET', paths.experience, { cookie })).json();
    expect(experience.industries.length).toBeGreaterThan(5);
    expect(experience.trainings.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['CPR/First Aid', 'De-escalation', 'Active Shooter Response', 'Crowd Management']));
    expect(experience.item.industryExperiences).toHaveLength(experience.industries.length);
    const permits = (await t.call('GET', paths.permits, { cookie })).json();
    expect(permits.documents).toHaveLength(11);
    expect(permits.specializedTraining.length).toBeGreaterThan(3);
  });

  it('saves and loads every step, tracking filled steps and the name', async () => {
    const { cookie, userId } = await subscriber(t, Role.Employee, { filledProfile: false });
    const now = t.clock.now();

    const general = await t.call('POST', paths.general, { cookie, body: validGeneral() });
    expect(general.statusCode).toBe(200);
    expect(general.json().user).toMatchObject({ name: 'Maria Lopez', filledStep: [Step.General] });
    const loaded = (await t.call('GET', paths.general, { cookie })).json();
    expect(loaded.item).toMatchObject({ firstName: 'Maria', sex: 1, address: { city: 'Dallas', idstate: 44 } });
    expect(loaded.item.emergencyContacts).toEqual([{ name: 'Jose Lopez', phone: '+12145550199' }]);
    expect(loaded.email).toBe(`user${userId}@example.com`);

    const permitsBefore = (await t.call('GET', paths.permits, { cookie })).json();
    expect(permitsBefore.requiredDocs).toEqual([D.GuardCard]);
    expect(permitsBefore.documents.find((d: { type: number }) => d.type === D.GuardCard).required).toBe(true);
    const permits = await t.call('POST', paths.permits, { cookie, body: validPermits(now) });
    expect(permits.statusCode).toBe(200);
    const permitsAfter = (await t.call('GET', paths.permits, { cookie })).json();
    expect(permitsAfter.agree).toBe(true);
    expect(permitsAfter.securityClearance).toBe(true);
    expect(permitsAfter.documents.find((d: { type: number }) => d.type === D.GuardCard)).toMatchObject({ exists: true, number: 'G-1', expired: day(now, 300) });

    expect((await t.call('POST', paths.notifications, { cookie, body: validNotifications() })).statusCode).toBe(200);
    expect((await t.call('GET', paths.notifications, { cookie })).json().item).toEqual(validNotifications());

    const experience = await t.call('POST', paths.experience, { cookie, body: validExperience() });
    expect(experience.statusCode).toBe(200);
    expect(experience.json().user.filledStep).toEqual([Step.General, Step.Permits, Step.Notifications, Step.Experience]);
    const exp = (await t.call('GET', paths.experience, { cookie })).json().item;
    expect(exp.industryExperiences.filter((r: { checked: boolean }) => r.checked)).toEqual([{ id: 1, name: 'Retail', checked: true, years: 3 }]);
    expect(exp.otherTraining).toBe('Verbal Judo');

    const view = (await t.call('GET', paths.profile(), { cookie })).json();
    expect(view.general).toMatchObject({ name: 'Maria Lopez', address: { state: 'Texas', stateCode: 'TX' }, specializations: [{ id: 1, name: 'Unarmed Security Officer' }] });
    expect(view.permits.documents).toHaveLength(1);
    expect(view.notifications).toMatchObject({ atLeastSalary: 25.5, allZIPs: false, locations: [{ id: 101, name: 'Dallas–Fort Worth' }, { id: 102, name: 'Houston' }] });
    expect(view.experience).toMatchObject({ industries: [{ id: 1, name: 'Retail', years: 3 }], otherTraining: 'Verbal Judo' });
    // Saving again does not add the step twice.
    await t.call('POST', paths.general, { cookie, body: validGeneral() });
    expect(await filled(userId)).toEqual([Step.General, Step.Permits, Step.Notifications, Step.Experience]);
  });

  it('general: bad input answers 400 per field and stores nothing', async () => {
    const { cookie, userId } = await employee(t);
    const bad = { ...validGeneral(), firstName: 'x'.repeat(65), sex: -1, address: { ...validGeneral().address, postalCode: '123' }, emergencyContacts: [{ name: 'A', phone: '' }] };
    const response = await t.call('POST', paths.general, { cookie, body: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      firstName: ['At most 64 characters'],
      sex: [m.sexRequired],
      'address.postalCode': [m.zipCode],
      emergencyContacts: [m.atLeastOneFilled],
    });
    const missing = await t.call('POST', paths.general, { cookie, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ firstName: [m.required], lastName: [m.required], timeZone: [m.required], specializations: [m.atLeastOneSelected] });
    const unknownState = await t.call('POST', paths.general, { cookie, body: { ...validGeneral(), address: { ...validGeneral().address, idstate: 999 }, specializations: [999] } });
    expect(unknownState.statusCode).toBe(400);
    expect(Object.keys(unknownState.json().errors)).toEqual(expect.arrayContaining(['address.idstate', 'specializations']));
    expect((await t.call('POST', paths.general, { cookie, body: '[1]' })).statusCode).toBe(400);
    expect(await profileRow(userId)).toBeUndefined();
    expect(await filled(userId)).toEqual([]);
  });

  it('permits: rules per document, required docs, acknowledgement; nothing stored on refusal', async () => {
    const { cookie, userId } = await employee(t);
    await t.call('POST', paths.general, { cookie, body: validGeneral() });
    const now = t.clock.now();
    const body = validPermits(now);
    const guard = body.documents.findIndex((d) => d.type === D.GuardCard);
    const baton = body.documents.findIndex((d) => d.type === D.Baton);
    const police = body.documents.findIndex((d) => d.type === D.PoliceCredentials);
    body.documents[guard].exists = false; // required
    Object.assign(body.documents[baton], { exists: true, number: '', issued: day(now, 3), expired: day(now, -1) });
    Object.assign(body.documents[police], { exists: true });
    body.agree = false;
    // The browser's requiredDocs is ignored: the server uses the specializations.
    body.requiredDocs = [];
    const response = await t.call('POST', paths.permits, { cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      [`documents[${guard}].exists`]: [m.documentRequired],
      [`documents[${baton}].number`]: [m.required],
      [`documents[${baton}].issued`]: [m.datePast],
      [`documents[${baton}].expired`]: [m.dateFuture],
      [`documents[${police}].info.agency`]: [m.required],
      agree: [m.agree],
    });
    expect(await t.db.selectFrom('employee_documents').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
    expect(await filled(userId)).toEqual([Step.General]);
  });

  it('notifications and experience: bad input refused with the spec messages', async () => {
    const { cookie, userId } = await employee(t);
    const n = await t.call('POST', paths.notifications, { cookie, body: { ...validNotifications(), atLeastSalary: 10.555, categories: [], locations: [], ziPs: [] } });
    expect(n.statusCode).toBe(400);
    expect(n.json().errors).toEqual({ atLeastSalary: [m.salaryDecimals], categories: [m.categoryRequired], locations: [m.locationRequired] });
    const sub = await t.call('POST', paths.notifications, { cookie, body: { ...validNotifications(), categories: [2], subCategories: [101] } });
    expect(sub.json().errors).toHaveProperty('subCategories');
    const e = await t.call('POST', paths.experience, { cookie, body: { ...validExperience(), industryExperiences: [{ id: 1, name: 'Retail', checked: true, years: 51 }], trainings: [], otherTraining: '' } });
    expect(e.statusCode).toBe(400);
    expect(e.json().errors).toEqual({ industryExperiences: [m.industryYears], otherTraining: [m.otherTrainingRequired] });
    expect(await profileRow(userId)).toBeUndefined();
    const any = await t.call('POST', paths.notifications, { cookie, body: { ...validNotifications(), anySalary: true, atLeastSalary: null, allZips: true, locations: [] } });
    expect(any.statusCode).toBe(200);
    // A ticked training is enough: Other training is then optional.
    expect((await t.call('POST', paths.experience, { cookie, body: { ...validExperience(), otherTraining: '' } })).statusCode).toBe(200);
    expect((await t.call('GET', paths.experience, { cookie })).json().item).toMatchObject({ trainings: [1, 2], otherTraining: '' });
  });

  it('general: the ZIP code is one the ZIP data knows, in the state chosen (issue 36); nothing is stored on a refusal', async () => {
    const { cookie, userId } = await employee(t);
    const withZip = (postalCode: string, idstate = 44) => ({ ...validGeneral(), address: { ...validGeneral().address, postalCode, idstate } });
    const unknown = await t.call('POST', paths.general, { cookie, body: withZip('00000') });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ title: CHECK_FIELDS, errors: { 'address.postalCode': ['ZIP code 00000 is not a US ZIP code'] } });
    // 10001 is New York's; 44 is Texas.
    const otherState = await t.call('POST', paths.general, { cookie, body: withZip('10001') });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().errors).toEqual({ 'address.postalCode': ['ZIP code 10001 is in NY, not TX'] });
    expect(await profileRow(userId)).toBeUndefined();
    expect(await filled(userId)).toEqual([]);
    expect((await t.call('POST', paths.general, { cookie, body: withZip('79901') })).statusCode).toBe(200);
  });

  it('notifications: each ZIP code for alerts is one the ZIP data knows (issue 36); nothing is stored on a refusal', async () => {
    const { cookie } = await employee(t);
    const refused = await t.call('POST', paths.notifications, { cookie, body: { ...validNotifications(), locations: [], ziPs: ['75201', '00000', '99999'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ title: CHECK_FIELDS, errors: { ziPs: ['ZIP code 00000 is not a US ZIP code', 'ZIP code 99999 is not a US ZIP code'] } });
    expect((await t.call('GET', paths.notifications, { cookie })).json().item.ziPs).toEqual([]);
    // Alerts may ask for ZIP codes of any state.
    expect((await t.call('POST', paths.notifications, { cookie, body: { ...validNotifications(), ziPs: ['10001', '75201'] } })).statusCode).toBe(200);
  });

  it('notifications: ZIP codes alone are a place (issue 17)', async () => {
    const { cookie } = await employee(t);
    const zipsOnly = { ...validNotifications(), locations: [], ziPs: ['43004'] };
    expect((await t.call('POST', paths.notifications, { cookie, body: zipsOnly })).statusCode).toBe(200);
    expect((await t.call('GET', paths.notifications, { cookie })).json().item).toMatchObject({ locations: [], allZips: false, ziPs: ['43004'] });
  });

  it.each([
    ['notifications', 'categories[0]', () => ({ ...validNotifications(), categories: [2 ** 31] })],
    ['notifications', 'locations[0]', () => ({ ...validNotifications(), locations: [2 ** 40] })],
    ['general', 'specializations[0]', () => ({ ...validGeneral(), specializations: [2 ** 31] })],
    ['general', 'address.idstate', () => ({ ...validGeneral(), address: { ...validGeneral().address, idstate: 2 ** 31 } })],
    ['experience', 'trainings[0]', () => ({ ...validExperience(), trainings: [2 ** 31] })],
    ['experience', 'industryExperiences[0].id', () => ({ ...validExperience(), industryExperiences: [{ id: 2 ** 31, name: 'x', checked: true, years: 3 }] })],
    ['notifications', 'subCategories', () => ({ ...validNotifications(), subCategories: Array.from({ length: 501 }, (_, i) => i + 1) })],
  ] as const)('%s: an id beyond PostgreSQL integers (or too many) in %s is a 400 that stores nothing', async (step, field, body) => {
    const { cookie, userId } = await employee(t);
    const response = await t.call('POST', paths[step], { cookie, body: body() });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await profileRow(userId)).toBeUndefined();
  });

  it("keeps another employee's profile out of reach; admins may read it", async () => {
    const a = await employee(t);
    const b = await employee(t);
    await t.call('POST', paths.general, { cookie: b.cookie, body: validGeneral() });
    expect((await t.call('GET', paths.profile(b.userId), { cookie: a.cookie })).statusCode).toBe(403);
    expect((await t.call('GET', paths.profile(a.userId), { cookie: a.cookie })).statusCode).toBe(200);
    const employer = await subscriber(t, Role.Employer);
    expect((await t.call('GET', paths.profile(b.userId), { cookie: employer.cookie })).statusCode).toBe(403);
    expect((await t.call('GET', paths.general, { cookie: employer.cookie })).statusCode).toBe(403);
    const admin = await subscriber(t, Role.Employee);
    await t.db.updateTable('users').set({ role: Role.Admin }).where('id', '=', admin.userId).execute();
    const view = await t.call('GET', paths.profile(b.userId), { cookie: admin.cookie });
    expect(view.statusCode).toBe(200);
    expect(view.json().general.name).toBe('Maria Lopez');
    expect((await t.call('GET', paths.profile(999999), { cookie: admin.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', paths.general)).statusCode).toBe(401);
  });

  it('needs a verified e-mail', async () => {
    const { cookie } = await t.signUp(Role.Employee);
    const response = await t.call('GET', paths.general, { cookie });
    expect(response.statusCode).toBe(403);
  });

  it('looks up postal codes offline', async () => {
    const { cookie } = await employee(t);
    const found = await t.call('GET', externalPaths.zip('75201'), { cookie });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ city: 'Dallas', state: 'TX', idstate: 44 });
    const unknown = await t.call('GET', externalPaths.zip('00000'), { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe('ZIP code 00000 is not a US ZIP code');
    expect((await t.call('GET', externalPaths.zip('7520a'), { cookie })).statusCode).toBe(400);
    expect((await t.call('GET', externalPaths.zip('75201'))).statusCode).toBe(401);
  });

  it('pauses notifications for subscribed employees only', async () => {
    const unsubscribed = await employee(t);
    expect((await t.call('POST', paths.pauseNotifications(5), { cookie: unsubscribed.cookie })).statusCode).toBe(403);
    const { cookie } = await employee(t, true);
    const paused = await t.call('POST', paths.pauseNotifications(5), { cookie });
    expect(paused.statusCode).toBe(200);
    // Without a time-zone cookie the days are New York's.
    const until = dayIn(new Date(t.clock.now().getTime() + 5 * 86_400_000), FALLBACK_TIME_ZONE);
    expect(paused.json().user).toMatchObject({ pausedNotificationsUntil: until, pausedNotificationsDays: 5 });
    expect((await t.call('POST', 'auth/refresh', { cookie })).json().user.pausedNotificationsUntil).toBe(until);
    expect((await t.call('POST', paths.pauseNotifications(366), { cookie })).statusCode).toBe(400);
    expect((await t.call('POST', paths.pauseNotifications(-1), { cookie })).statusCode).toBe(400);
    const off = await t.call('POST', paths.pauseNotifications(0), { cookie });
    expect(off.json().user).toMatchObject({ pausedNotificationsUntil: null, pausedNotificationsDays: 0 });
  });
});
