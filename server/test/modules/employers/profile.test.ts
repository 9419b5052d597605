import { employerProfilePaths, QualifiedAs, Role, Step, type EmployerGeneralResponse, type EmployerProfileView } from '@dutylink/contracts';
import { subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee } from '../employees/fixtures';
import { employer } from './fixtures';

describe('employer profile', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  const valid = { firstName: 'Erin', lastName: 'Boss', company: 'Acme Security', licenseNumber: 'C-123', workPhone: '+1 (214) 555-0100', employerType: QualifiedAs.PPO };
  const noAddress = { address1: '', address2: '', city: '', idstate: 0, postalCode: '' };
  const texas = async () => (await t.db.selectFrom('us_states').select('id').where('code', '=', 'TX').executeTakeFirstOrThrow()).id;

  it('loads an empty item, saves, marks General filled and names the user', async () => {
    const { cookie, userId, phone } = await subscriber(t, Role.Employer, { filledProfile: false });
    const empty = (await t.call('GET', employerProfilePaths.general, { cookie })).json() as EmployerGeneralResponse;
    expect(empty).toEqual({
      item: { id: 0, firstName: '', lastName: '', company: '', licenseNumber: '', workPhone: '', employerType: null, address: noAddress },
      states: expect.arrayContaining([expect.objectContaining({ code: 'TX' })]),
      email: `user${userId}@example.com`,
      phone,
    });

    const saved = await t.call('POST', employerProfilePaths.general, { cookie, body: valid });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ name: 'Erin Boss', filledStep: [Step.General] });
    const loaded = (await t.call('GET', employerProfilePaths.general, { cookie })).json() as EmployerGeneralResponse;
    expect(loaded.item).toEqual({ ...valid, id: userId, workPhone: '+12145550100', address: noAddress });

    // A second save updates; an empty work phone is stored as none.
    await t.call('POST', employerProfilePaths.general, { cookie, body: { ...valid, company: 'Acme 2', workPhone: '', employerType: null } });
    const card = (await t.call('GET', employerProfilePaths.profile(), { cookie })).json() as EmployerProfileView;
    expect(card).toMatchObject({ id: userId, name: 'Erin Boss', company: 'Acme 2', workPhone: '', employerType: null, phone, filled: true });
    const user = (await t.call('POST', 'auth/refresh', { cookie })).json().user;
    expect(user.filledStep).toEqual([Step.General]);
  });

  it('keeps a billing address, shows it on the card, and takes it away again', async () => {
    const { cookie } = await employer(t, false);
    const address = { address1: '200 Main St', address2: 'Suite 4', city: 'Dallas', idstate: await texas(), postalCode: '75201' };
    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: { ...valid, address } })).statusCode).toBe(200);
    expect(((await t.call('GET', employerProfilePaths.general, { cookie })).json() as EmployerGeneralResponse).item.address).toEqual(address);
    const card = (await t.call('GET', employerProfilePaths.profile(), { cookie })).json() as EmployerProfileView;
    expect(card.address).toEqual(['200 Main St', 'Suite 4', 'Dallas, TX 75201']);

    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: { ...valid, address: noAddress } })).statusCode).toBe(200);
    expect(((await t.call('GET', employerProfilePaths.profile(), { cookie })).json() as EmployerProfileView).address).toEqual([]);
  });

  it('refuses half an address, an unknown state and a ZIP code of another state, and keeps the saved one', async () => {
    const { cookie, userId } = await employer(t, false);
    const address = { address1: '200 Main St', address2: '', city: 'Dallas', idstate: await texas(), postalCode: '75201' };
    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: { ...valid, address } })).statusCode).toBe(200);
    const saved = await t.db.selectFrom('employer_profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const refused = async (body: object) => {
      const response = await t.call('POST', employerProfilePaths.general, { cookie, body: { ...valid, company: 'Changed', address: { ...address, ...body } } });
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ address1: '', city: '' })).toEqual({ 'address.address1': ['Required'], 'address.city': ['Required'] });
    expect(await refused({ idstate: 99999 })).toEqual({ 'address.idstate': ['Unknown item: 99999'] });
    expect(await refused({ postalCode: '90210' })).toEqual({ 'address.postalCode': [expect.stringContaining('90210')] });
    expect(await refused({ postalCode: '00000' })).toEqual({ 'address.postalCode': [expect.stringContaining('00000')] });
    expect(await t.db.selectFrom('employer_profiles').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual(saved);
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const { cookie, userId } = await employer(t, false);
    const response = await t.call('POST', employerProfilePaths.general, {
      cookie,
      body: { firstName: '', lastName: 'x'.repeat(65), company: '', licenseNumber: 'l'.repeat(129), workPhone: '214555', employerType: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      title: 'Please check the highlighted fields',
      errors: {
        firstName: ['Required'],
        lastName: ['At most 64 characters'],
        company: ['Required'],
        licenseNumber: ['At most 128 characters'],
        workPhone: ['Phone must start with +1'],
        employerType: ['Choose a type from the list'],
      },
    });
    expect(await t.db.selectFrom('employer_profiles').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: '[]' })).statusCode).toBe(400);
  });

  it('profile card: own, admins any, employees and other employers refused', async () => {
    const a = await employer(t, false);
    await t.call('POST', employerProfilePaths.general, { cookie: a.cookie, body: valid });
    const b = await employer(t, false);
    expect((await t.call('GET', employerProfilePaths.profile(a.userId), { cookie: a.cookie })).statusCode).toBe(200);
    expect((await t.call('GET', employerProfilePaths.profile(a.userId), { cookie: b.cookie })).statusCode).toBe(403);
    const worker = await employee(t);
    expect((await t.call('GET', employerProfilePaths.profile(a.userId), { cookie: worker.cookie })).statusCode).toBe(403);
    expect((await t.call('GET', employerProfilePaths.general, { cookie: worker.cookie })).statusCode).toBe(403);

    const admin = await subscriber(t, Role.Employee);
    await t.db.updateTable('users').set({ role: Role.Admin }).where('id', '=', admin.userId).execute();
    expect((await t.call('GET', employerProfilePaths.profile(a.userId), { cookie: admin.cookie })).json()).toMatchObject({ company: 'Acme Security' });
    expect((await t.call('GET', employerProfilePaths.profile(999999), { cookie: admin.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', employerProfilePaths.general, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await t.call('GET', employerProfilePaths.general)).statusCode).toBe(401);
  });

  it('needs a verified e-mail', async () => {
    const fresh = await t.signUp(Role.Employer);
    expect((await t.call('GET', employerProfilePaths.general, { cookie: fresh.cookie })).statusCode).toBe(403);
  });
});
