import {
  adminPaths,
  AdminEmployeeSort,
  AdminEmployerSort,
  AdminJobSort,
  ApplicantState,
  SubscriptionState,
  type AdminEmployeeItem,
  type AdminEmployerItem,
  type AdminJobItem,
  type AdminJobsResponse,
  type AdminListResponse,
} from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession, insertApplicant, insertEmployee, insertEmployer, insertJob, insertPromo, insertSubscription, lowerOrNull, orderViolation } from './fixtures';

type Paging = { from: number; count: number; by: number; asc: boolean };

describe('admin lists', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let cookie: string;
  const ids = { employers: [] as number[], employees: [] as number[], jobs: [] as number[] };
  let acmePhone = '';

  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
    cookie = (await adminSession(t)).cookie;
    const promo = await insertPromo(t, 'Spring10');
    const other = await insertPromo(t, 'autumn5');

    // Employers: ties in names, a missing name, e-mail and profile, blocked ones, promos on active and ended subscriptions.
    const e = [
      await insertEmployer(t, { name: 'Zed Zulu', company: 'Acme Guards', email: 'zed@acme.test' }),
      await insertEmployer(t, { name: 'amy Able', company: 'beta Patrol', email: 'amy@beta.test', enabled: false }),
      await insertEmployer(t, { name: 'Amy Able', company: 'Acme Guards', email: null }),
      await insertEmployer(t, { name: null, company: null, email: 'noname@x.test' }),
      await insertEmployer(t, { name: 'Bob Baker', company: 'Gamma_Co', email: 'bob@gamma.test' }),
      await insertEmployer(t, { name: 'Gone Person', company: 'Deleted Co', deleted: true }),
    ];
    acmePhone = e[0].phone;
    ids.employers = e.filter((_, i) => i !== 5).map((x) => x.id);
    await insertSubscription(t, e[0].id, { promoId: promo });
    await insertSubscription(t, e[1].id, { promoId: other });
    await insertSubscription(t, e[2].id, { promoId: promo, until: new Date(t.clock.now().getTime() - 1000) });
    await insertSubscription(t, e[4].id, { promoId: other, state: SubscriptionState.Cancelled });

    // Employees.
    const w = [
      await insertEmployee(t, { name: 'Carl Cole', email: 'carl@w.test', specializations: [2, 8] }),
      await insertEmployee(t, { name: 'dana Dee', email: 'dana@w.test', specializations: [1] }),
      await insertEmployee(t, { name: 'Dana Dee', email: null, specializations: [], enabled: false }),
      await insertEmployee(t, { name: null, email: 'anon@w.test', specializations: null }),
      await insertEmployee(t, { name: 'Eve East', email: 'eve@w.test', specializations: [13, 5] }),
    ];
    ids.employees = w.map((x) => x.id);
    await insertSubscription(t, w[1].id, { promoId: other });
    await insertSubscription(t, w[4].id, { promoId: promo });

    // Jobs with applicants: hired on an active job, hired on a closed job, hired on a deleted job.
    const j = [
      await insertJob(t, e[0].id, { title: 'Night Watch', salary: 30, salaryType: 1, fromDays: 5 }),
      await insertJob(t, e[0].id, { title: 'night watch', salary: 30, salaryType: 0, fromDays: 2, enabled: false, periodType: 1 }),
      await insertJob(t, e[1].id, { title: 'Arena Guard', salary: 18.5, fromDays: 9 }),
      await insertJob(t, e[2].id, { title: 'Bank 100% Safe', salary: 22, fromDays: 2 }),
      await insertJob(t, e[4].id, { title: 'Zoo patrol', salary: 25, salaryType: 1, fromDays: 1 }),
      await insertJob(t, e[3].id, { title: 'Mall Guard', salary: 19, fromDays: 3 }),
      await insertJob(t, e[4].id, { title: 'Deleted job', deleted: true }),
      await insertJob(t, e[5].id, { title: 'Job of a deleted employer' }),
    ];
    ids.jobs = j.slice(0, 6);
    await insertApplicant(t, j[0], w[0].id, ApplicantState.Accepted);
    await insertApplicant(t, j[0], w[1].id, ApplicantState.New);
    await insertApplicant(t, j[0], w[4].id, ApplicantState.Rejected);
    await insertApplicant(t, j[1], w[1].id, ApplicantState.Accepted);
    await insertApplicant(t, j[2], w[0].id, ApplicantState.Accepted);
    await insertApplicant(t, j[6], w[4].id, ApplicantState.Accepted);
    await insertApplicant(t, j[3], w[2].id, ApplicantState.New);
  });

  const post = (path: string, body: unknown) => t.call('POST', path, { cookie, body });
  const all = async <T>(path: (p: Paging) => string, by: number, asc: boolean, body: unknown) => {
    const response = await post(path({ from: 0, count: 50, by, asc }), body);
    expect(response.statusCode).toBe(200);
    return response.json() as T;
  };

  it('employer items carry the columns; deleted accounts are left out; promo only while Active', async () => {
    const list = await all<AdminListResponse<AdminEmployerItem>>(adminPaths.employers, AdminEmployerSort.FullName, true, { text: '' });
    expect(list.total).toBe(5);
    expect(list.items.map((i) => i.id).sort()).toEqual([...ids.employers].sort());
    const zed = list.items.find((i) => i.name === 'Zed Zulu')!;
    expect(zed).toEqual({
      id: ids.employers[0],
      name: 'Zed Zulu',
      company: 'Acme Guards',
      enabled: true,
      email: 'zed@acme.test',
      phone: acmePhone,
      jobs: 2,
      subscription: { state: SubscriptionState.Active, promo: 'Spring10' },
      smsOptedOut: false,
    });
    expect(list.items.find((i) => i.id === ids.employers[2])!.subscription).toEqual({ state: SubscriptionState.Inactive, promo: null });
    expect(list.items.find((i) => i.id === ids.employers[4])!.subscription).toEqual({ state: SubscriptionState.Cancelled, promo: null });
    expect(list.items.find((i) => i.id === ids.employers[1])).toMatchObject({ enabled: false, jobs: 1, subscription: { promo: 'autumn5' } });
  });

  it('employee items: work status, hired count, specializations, promo', async () => {
    const list = await all<AdminListResponse<AdminEmployeeItem>>(adminPaths.employees, AdminEmployeeSort.FullName, true, { text: '' });
    expect(list.total).toBe(5);
    const [carl, dana, dana2, anon, eve] = ids.employees.map((id) => list.items.find((i) => i.id === id)!);
    expect(carl).toMatchObject({ status: 1, hired: 2, specializations: [{ name: 'Armed Security Officer' }, { name: 'Fire Watch' }] });
    // Hired only on a closed job: Not hired, but the hire counts.
    expect(dana).toMatchObject({ status: 0, hired: 1, subscription: { state: SubscriptionState.Active, promo: 'autumn5' } });
    expect(dana2).toMatchObject({ status: 0, hired: 0, enabled: false, email: '', specializations: [] });
    expect(anon).toMatchObject({ name: '', specializations: [] });
    // A hire on a deleted job does not count.
    expect(eve).toMatchObject({ status: 0, hired: 0, specializations: [{ name: 'Event Security' }, { name: 'Traffic Control Officer' }] });
  });

  it('job items; deleted jobs and jobs of deleted employers are left out; iduser names the employer', async () => {
    const list = await all<AdminJobsResponse>(adminPaths.jobs, AdminJobSort.Title, true, { text: '', iduser: null });
    expect(list.total).toBe(6);
    expect(list.user).toBeNull();
    const night = list.items.find((i) => i.id === ids.jobs[0])!;
    expect(night).toMatchObject({ title: 'Night Watch', companyName: 'Acme Guards', owner: { id: ids.employers[0], name: 'Zed Zulu' }, enabled: true, periodType: 0, salaryValue: 30, salaryType: 1, applicants: 3, to: null });
    expect(list.items.find((i) => i.id === ids.jobs[1])).toMatchObject({ enabled: false, periodType: 1, to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // No employer profile: the company falls back to the name ('' without one).
    expect(list.items.find((i) => i.id === ids.jobs[5])!.companyName).toBe('');

    const of = await all<AdminJobsResponse>(adminPaths.jobs, AdminJobSort.Title, true, { text: '', iduser: ids.employers[0] });
    expect(of.total).toBe(2);
    expect(of.user).toEqual({ id: ids.employers[0], name: 'Zed Zulu', company: 'Acme Guards' });
  });

  it.each([
    ['name, any case', 'amy able', 2],
    ['company', 'ACME', 2],
    ['e-mail', 'gamma.test', 1],
    ['a literal wildcard', 'Gamma_', 1],
    ['a literal percent', '%', 0],
    ['nothing', 'no-such-thing', 0],
  ])('searches employers by %s', async (_what, text, expected) => {
    const list = await all<AdminListResponse<AdminEmployerItem>>(adminPaths.employers, 0, true, { text });
    expect(list.total).toBe(expected);
    expect(list.items).toHaveLength(expected);
  });

  it('searches employers by phone, as stored and as digits typed', async () => {
    for (const text of [acmePhone, acmePhone.slice(-7), `(${acmePhone.slice(2, 5)}) ${acmePhone.slice(5, 8)}-${acmePhone.slice(8)}`]) {
      const list = await all<AdminListResponse<AdminEmployerItem>>(adminPaths.employers, 0, true, { text });
      expect(list.items.map((i) => i.id)).toEqual([ids.employers[0]]);
    }
  });

  it.each([
    ['name', 'DANA', 2],
    ['e-mail', 'eve@', 1],
    ['company (not searched for employees)', 'Acme', 0],
  ])('searches employees by %s', async (_what, text, expected) => {
    expect((await all<AdminListResponse<AdminEmployeeItem>>(adminPaths.employees, 0, true, { text })).total).toBe(expected);
  });

  it.each([
    ['title', 'night', 2],
    ['owner name', 'bob baker', 1],
    ['company', 'beta patrol', 1],
    ['a literal percent in the title', '100%', 1],
  ])('searches jobs by %s', async (_what, text, expected) => {
    expect((await all<AdminJobsResponse>(adminPaths.jobs, 0, true, { text, iduser: null })).total).toBe(expected);
  });

  const employerKeys: [string, number, (i: AdminEmployerItem) => string | number | boolean | null][] = [
    ['FullName', AdminEmployerSort.FullName, (i) => lowerOrNull(i.name)],
    ['CompanyName', AdminEmployerSort.CompanyName, (i) => lowerOrNull(i.company)],
    ['State', AdminEmployerSort.State, (i) => i.enabled],
    ['Email', AdminEmployerSort.Email, (i) => lowerOrNull(i.email)],
    ['Phone', AdminEmployerSort.Phone, (i) => i.phone],
    ['NumberOfJobs', AdminEmployerSort.NumberOfJobs, (i) => i.jobs],
    ['PromoCode', AdminEmployerSort.PromoCode, (i) => lowerOrNull(i.subscription.promo)],
  ];
  it.each(employerKeys.flatMap(([name, by, key]) => [true, false].map((asc) => [name, asc, by, key] as const)))('sorts employers by %s (asc %s)', async (_name, asc, by, key) => {
    const list = await all<AdminListResponse<AdminEmployerItem>>(adminPaths.employers, by, asc, { text: '' });
    expect(list.items).toHaveLength(5);
    expect(orderViolation(list.items, key, asc)).toBeNull();
  });

  const employeeKeys: [string, number, (i: AdminEmployeeItem) => string | number | boolean | null][] = [
    ['FullName', AdminEmployeeSort.FullName, (i) => lowerOrNull(i.name)],
    ['Status', AdminEmployeeSort.Status, (i) => i.status],
    ['Email', AdminEmployeeSort.Email, (i) => lowerOrNull(i.email)],
    ['Phone', AdminEmployeeSort.Phone, (i) => i.phone],
    // The name the Employment type column shows first (issue 17: it sorted by another one).
    ['Specialization', AdminEmployeeSort.Specialization, (i) => lowerOrNull(i.specializations[0]?.name ?? null)],
    ['State', AdminEmployeeSort.State, (i) => i.enabled],
    ['Hired', AdminEmployeeSort.Hired, (i) => i.hired],
    ['PromoCode', AdminEmployeeSort.PromoCode, (i) => lowerOrNull(i.subscription.promo)],
  ];
  it.each(employeeKeys.flatMap(([name, by, key]) => [true, false].map((asc) => [name, asc, by, key] as const)))('sorts employees by %s (asc %s)', async (_name, asc, by, key) => {
    const list = await all<AdminListResponse<AdminEmployeeItem>>(adminPaths.employees, by, asc, { text: '' });
    expect(list.items).toHaveLength(5);
    expect(orderViolation(list.items, key, asc)).toBeNull();
  });

  const jobKeys: [string, number, (i: AdminJobItem) => string | number | boolean | null][] = [
    ['Title', AdminJobSort.Title, (i) => i.title.toLowerCase()],
    ['State', AdminJobSort.State, (i) => i.enabled],
    ['Dates', AdminJobSort.Dates, (i) => i.from],
    ['Salary', AdminJobSort.Salary, (i) => i.salaryValue],
    ['Rate', AdminJobSort.Rate, (i) => i.salaryType],
    ['Applicants', AdminJobSort.Applicants, (i) => i.applicants],
    ['CompanyName', AdminJobSort.CompanyName, (i) => i.companyName.toLowerCase()],
    ['Owner', AdminJobSort.Owner, (i) => lowerOrNull(i.owner.name)],
  ];
  it.each(jobKeys.flatMap(([name, by, key]) => [true, false].map((asc) => [name, asc, by, key] as const)))('sorts jobs by %s (asc %s)', async (_name, asc, by, key) => {
    const list = await all<AdminJobsResponse>(adminPaths.jobs, by, asc, { text: '', iduser: null });
    expect(list.items).toHaveLength(6);
    expect(orderViolation(list.items, key, asc)).toBeNull();
  });

  it('pages without overlap, with a stable total, for ties too', async () => {
    for (const [path, by, body] of [
      [adminPaths.employers, AdminEmployerSort.State, { text: '' }],
      [adminPaths.employees, AdminEmployeeSort.Status, { text: '' }],
      [adminPaths.jobs, AdminJobSort.Salary, { text: '', iduser: null }],
    ] as const) {
      const whole = await all<{ items: { id: number }[]; total: number }>(path, by, false, body);
      const seen: number[] = [];
      for (let from = 0; from < whole.total; from += 2) {
        const page = (await post(path({ from, count: 2, by, asc: false }), body)).json() as { items: { id: number }[]; total: number };
        expect(page.total).toBe(whole.total);
        seen.push(...page.items.map((i) => i.id));
      }
      expect(seen).toEqual(whole.items.map((i) => i.id));
      expect(new Set(seen).size).toBe(seen.length);
      const beyond = (await post(path({ from: whole.total, count: 10, by, asc: true }), body)).json() as { items: unknown[]; total: number };
      expect(beyond).toMatchObject({ items: [], total: whole.total });
    }
  });

  it.each([
    ['an unknown sort key', 'admin/employers/items/0/10/7/1', { text: '' }, 'by'],
    ['a negative from', 'admin/employers/items/-1/10/0/1', { text: '' }, 'from'],
    ['count 0', 'admin/employees/items/0/0/0/1', { text: '' }, 'count'],
    ['count 51', 'admin/employees/items/0/51/0/1', { text: '' }, 'count'],
    ['a non-number count', 'admin/jobs/items/0/abc/0/1', { text: '', iduser: null }, 'count'],
    ['asc 2', 'admin/jobs/items/0/10/0/2', { text: '', iduser: null }, 'asc'],
    ['an unknown job sort key', 'admin/jobs/items/0/10/8/1', { text: '', iduser: null }, 'by'],
    ['an unknown employee sort key', 'admin/employees/items/0/10/8/1', { text: '' }, 'by'],
    ['a 129-character text', 'admin/employers/items/0/10/0/1', { text: 'x'.repeat(129) }, 'text'],
    ['a 129-character job text', 'admin/jobs/items/0/10/0/1', { text: 'x'.repeat(129), iduser: null }, 'text'],
    ['no text', 'admin/employees/items/0/10/0/1', {}, 'text'],
    ['a bad iduser', 'admin/jobs/items/0/10/0/1', { text: '', iduser: 'x' }, 'iduser'],
  ])('refuses %s with 400 {title, errors}', async (_what, path, body, field) => {
    const response = await post(path, body);
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json.title).toBe('Please check the highlighted fields');
    expect(Object.keys(json.errors)).toContain(field);
  });

  it('an unknown sort key reads Unknown sort key', async () => {
    expect((await post('admin/employers/items/0/10/99/1', { text: '' })).json().errors.by).toEqual(['Unknown sort key']);
  });

  // Last: it adds rows the tests above do not expect.
  it('searches whatever the case and accents of non-ASCII letters (issue 17: NUÑEZ finds Núñez)', async () => {
    const worker = await insertEmployee(t, { name: 'Inés Núñez', email: 'ines@w.test' });
    const boss = await insertEmployer(t, { name: 'Émile Ørsted', company: 'Sécurité Ñandú', email: 'emile@x.test' });
    const job = await insertJob(t, boss.id, { title: 'Guardia de Peñalolén' });
    for (const text of ['NUÑEZ', 'núñez', 'nunez', 'INÉS NÚÑEZ', 'ines nu']) {
      expect((await all<AdminListResponse<AdminEmployeeItem>>(adminPaths.employees, 0, true, { text })).items.map((i) => i.id)).toEqual([worker.id]);
    }
    for (const text of ['ÉMILE', 'emile ørsted', 'SECURITE ÑANDU', 'ñandú']) {
      expect((await all<AdminListResponse<AdminEmployerItem>>(adminPaths.employers, 0, true, { text })).items.map((i) => i.id)).toEqual([boss.id]);
    }
    for (const text of ['PEÑALOLÉN', 'penalolen', 'ÑANDÚ', 'Emile']) {
      expect((await all<AdminJobsResponse>(adminPaths.jobs, 0, true, { text, iduser: null })).items.map((i) => i.id)).toEqual([job]);
    }
    expect((await all<AdminListResponse<AdminEmployeeItem>>(adminPaths.employees, 0, true, { text: 'nuñes' })).total).toBe(0);
  });
});
