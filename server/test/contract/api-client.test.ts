import { createECDH, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import * as client from '@dutylink/api-client';
import { authPaths, CANCEL_HIRE_REASONS, EmployerJobState, employerJobsPaths, NEW_PROMO_ID, PermitDocumentType, ReportKind, Role, WITHDRAW_REASONS } from '@dutylink/contracts';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/demo/demo-data';
import { permitScanPdf } from '../../src/db/demo/demo-permit-files';
import { SESSION_COOKIE } from '../../src/lib/sessions';
import { subscriber } from '../helpers/subscriptions';
import { demoSessions, loadDocument, type DocumentOperation, type LoadedDocument } from '../helpers/openapi';
import { ORIGIN, sessionCookie, useTestDatabase, type TestApp } from '../helpers/test-app';
import { validJob } from '../modules/employers/fixtures';

/**
 * The browser's api-client against the OpenAPI document (docs/contracts-between-parts.md): every
 * function of every exported `…Api` object (and refreshSession) is called through the real axios
 * instance `http`, whose adapter hands the request to the app. Each request must be an operation of
 * the document, answer 2xx within that operation's declared schema, and the type the function's
 * source gives axios (`http.get<T>`) must be the type the route declares (`answer('T')`).
 */

type Client = typeof client;
type Apis = { [K in keyof Client as K extends `${string}Api` ? K : never]: Client[K] };

/** Exports of the package that make no API call of their own. A new export must be put here or given a case. */
// prefetchHome, the reads and the hooks that run them start calls of the api objects, checked through them.
const NOT_CALLS = ['http', 'call', 'errorToastFor', 'joinErrorLines', 'NETWORK_ERROR_MESSAGE', 'NETWORK_ERROR_TITLE', 'useToasts', 'toast', 'useSession', 'startSession', 'prefetchHome', 'reads', 'useRead', 'usePaged', 'readAgain', 'shiftFiles', 'permitFiles'];

/**
 * Operations no api-client function calls, on purpose: the dev-mode mail/SMS outbox and fake
 * checkout (demo mode only), the remotes manifest the shell fetches itself, the invoice PDF the
 * browser opens by its url (subscriptionApi.invoiceUrl), a shift's calendar file, the timesheets' CSV and the
 * calendar feed (shiftFiles links, and calendar apps), a permit's file (a permitFiles link), the SMS job page with its Apply form,
 * the e-mails' one-click unsubscribe page with its button (mail providers post it too), the policy pages, and sign-in and
 * sign-up (rendered by the server). A browser-facing route missing here needs an api-client function.
 */
const NOT_CALLED = [
  'GET /api/dev/outbox',
  'POST /api/dev/sms/inbound',
  'GET /dev/checkout/{id}',
  'POST /dev/checkout/{id}/cancel',
  'POST /dev/checkout/{id}/pay',
  'GET /dev/outbox',
  'GET /dev/outbox/sms-reply.js',
  'GET /remotes.json',
  'GET /jobs/{id}/{userId}',
  'POST /jobs/{id}/{userId}',
  'GET /unsubscribe/applicant-notices/{token}',
  'POST /unsubscribe/applicant-notices/{token}',
  'GET /terms',
  'GET /privacy',
  // Sign-in and sign-up are pages the server renders (forms that post to them), through the same phone sign-in as
  // the API's four phone calls, which stay for other clients (spec section 7) and are tested in test/modules/auth.
  'GET /auth',
  'GET /auth/signIn',
  'POST /auth/signIn',
  'GET /auth/signIn/code',
  'POST /auth/signIn/code',
  'GET /auth/signUp',
  'POST /auth/signUp',
  'GET /auth/signUp/code',
  'POST /auth/signUp/code',
  'GET /auth/sign-in.js',
  'POST /api/auth/signIn/phoneSendCode/{role}/{phone}',
  'POST /api/auth/signIn/phoneVerify/{role}/{phone}/{code}',
  'POST /api/auth/signUp/phoneSendCode/{role}/{phone}',
  'POST /api/auth/signUp/phoneVerify/{role}/{phone}/{code}',
  'GET /api/subscriptions/invoices/{id}.pdf',
  'GET /api/shifts/{id}/calendar.ics',
  'GET /api/shifts/timesheets/{from}/{to}/csv',
  'GET /api/shifts/feed/{token}',
  'GET /api/employees/profile/{id}/permits/{type}/file',
  // A shown push notification is acknowledged by the service worker, by the path its payload carries.
  'POST /api/push/ack/{token}',
];

const SOURCE_DIR = path.join(__dirname, '../../../packages/api-client/src');

/**
 * The type argument each api-client function gives axios for its first request, read from the
 * sources (`adminApi.closeJob` → `AdminActionResponse`); standalone exported functions by their name.
 */
function declaredAnswerTypes(): Map<string, string> {
  const types = new Map<string, string>();
  for (const file of readdirSync(SOURCE_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    let api = '';
    let member = '';
    for (const line of readFileSync(path.join(SOURCE_DIR, file), 'utf8').split('\n')) {
      const object = /^export const (\w+) = \{/.exec(line);
      const fn = /^export (?:async )?function (\w+)/.exec(line);
      const property = /^ {2}(\w+):/.exec(line);
      if (object) [api, member] = [object[1], ''];
      else if (fn) [api, member] = ['', fn[1]];
      else if (property && api) member = property[1];
      const request = /\bhttp\.\w+<((?:[^<>]|<[^<>]*>)+)>\(/.exec(line);
      const name = api ? `${api}.${member}` : member;
      // A check made without signal is answered CheckQueued by the officer's app's service worker, not by the route (issue 39).
      if (request && member && !types.has(name)) types.set(name, request[1].replace(/\s+/g, ' ').replace(/ \| CheckQueued$/, '').trim());
    }
  }
  return types;
}

/** The 2xx answer of an operation written as the api-client would name its type. */
function answerTypeOf({ operation }: DocumentOperation): string {
  const [, response] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return '(no JSON answer)';
  const name = (ref: string) => ref.split('/').pop()!;
  if (schema.$ref) return name(schema.$ref);
  if (schema.type === 'array' && schema.items?.$ref) return `${name(schema.items.$ref)}[]`;
  if (schema.type === 'object' && !schema.properties) return 'object';
  return JSON.stringify(schema);
}

interface Seen {
  fn: string;
  method: string;
  url: string;
  status: number;
  body: string;
  operation?: DocumentOperation;
}

interface Context {
  t: TestApp;
  ids: Awaited<ReturnType<typeof demoIds>>;
  /** Signs a new user up (not through the api-client) and makes the case go on as that user. */
  fresh(role: Role, options?: { verifiedEmail: boolean }): Promise<{ phone: string; userId: number }>;
  /** Makes the case go on as a demo account (or without a session). */
  as(caller: Role | 'anonymous'): Promise<void>;
  /** A new job of the demo employer, made without the api-client. */
  newJob(): Promise<number>;
  /** The token of the public job page's link (an SMS job alert) for the demo employee. */
  link(jobId: number): string;
  /**
   * Runs api-client calls a case needs first (reading a form before saving it): their requests are
   * checked like the others, but they are not the function under test.
   */
  setup<T>(run: () => Promise<T>): Promise<T>;
}

interface Case {
  /** Whose session the request carries; a case may switch to a fresh user with ctx.fresh. */
  as: Role | 'anonymous';
  run(ctx: Context): Promise<unknown>;
}

type Cases = { [A in keyof Apis]: { [F in keyof Apis[A]]: Case } } & { refreshSession: Case };

/** A public job call both ways: with the employee's session, then anonymously with the signed link. */
const withSessionAndLink = (call: (jobId: number, userId?: number, token?: string) => Promise<unknown>): Case => ({
  as: Role.Employee,
  run: async ({ ids, as, link }) => {
    await call(ids.jobs[2]);
    await as('anonymous');
    return call(ids.jobs[3], ids.employee.id, link(ids.jobs[3]));
  },
});

async function demoIds(t: TestApp) {
  const user = async (role: Role) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const row = await t.db.selectFrom('users').select('id').where('phone', '=', account.phone).where('role', '=', role).executeTakeFirstOrThrow();
    return { id: row.id, phone: account.phone };
  };
  const [admin, employer, employee] = [await user(Role.Admin), await user(Role.Employer), await user(Role.Employee)];
  const jobs = await t.db.selectFrom('jobs').select('id').where('employer_id', '=', employer.id).orderBy('id').execute();
  const applications = await t.db.selectFrom('applicants').select(['id', 'job_id', 'state']).where('user_id', '=', employee.id).orderBy('job_id').execute();
  const promo = await t.db.selectFrom('promos').select('id').where('name', '=', 'WELCOME20').executeTakeFirstOrThrow();
  // The demo's shifts (demo-shifts.ts): yesterday's, checked out, then the one running now (the rated ones of a month ago left out).
  const shifts = await t.db.selectFrom('shifts').select('id').where('user_id', '=', employee.id).where('starts_at', '>', new Date(t.clock.now().getTime() - 3 * 86_400_000)).orderBy('starts_at').execute();
  const unconfirmed = await t.db.selectFrom('shifts').select('id').where('unconfirmed_told_at', 'is not', null).executeTakeFirstOrThrow();
  // The demo's open shift with offers out (demo-offers.ts).
  const offered = await t.db.selectFrom('shift_offers').select('shift_id').where('filled_at', 'is', null).executeTakeFirstOrThrow();
  return { admin, employer, employee, jobs: jobs.map((j) => j.id), applications, promo: promo.id, shifts: shifts.map((s) => s.id), unconfirmed: unconfirmed.id, offered: offered.shift_id };
}

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const { authApi, publicApi, subscriptionApi, employeeProfileApi, jobsApi, employerApi, adminApi, shiftsApi, reliabilityApi, reportsApi, rostersApi, permitFilesApi, pushApi, refreshSession } = client;

/** A browser's subscription, as pushManager.subscribe() gives it: a P-256 key of its own and a 16-byte secret. */
function deviceSubscription() {
  const key = createECDH('prime256v1');
  key.generateKeys();
  return { endpoint: 'http://127.0.0.1:9/push/contract', keys: { p256dh: key.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** An offer's ask of one officer, as a wave of the offer writes it. */
const askToTake = (t: TestApp, shiftId: number, userId: number, phone: string) =>
  t.db
    .insertInto('sms_asks')
    .values({ user_id: userId, phone, kind: 'offer', shift_id: shiftId, asked_at: t.clock.now(), open_until: new Date(t.clock.now().getTime() + 86_400_000) })
    .execute();

const REPORT_DETAILS = 'Hired for Saturday, cancelled on Friday night.';

/** An open report by the demo employee about a job of the demo employer (or about `employerId`), for the admin's actions. */
async function openReport({ t, ids }: Context, employerId = ids.employer.id): Promise<number> {
  const row = await t.db
    .insertInto('reports')
    .values({ officer_id: ids.employee.id, employer_id: employerId, job_id: ids.jobs[0], kind: ReportKind.Other, details: REPORT_DETAILS, created_at: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const cases: Cases = {
  authApi: {
    emailSendCode: {
      as: 'anonymous',
      run: async ({ fresh }) => {
        const { userId } = await fresh(Role.Employee);
        return authApi.emailSendCode(Role.Employee, `fresh-${userId}@dutylink.test`);
      },
    },
    emailVerify: {
      as: 'anonymous',
      run: async ({ t }) => {
        const { cookie, userId } = await t.signUp(Role.Employee);
        const email = `fresh-${userId}@dutylink.test`;
        await t.call('POST', authPaths.emailSendCode(Role.Employee, email), { cookie });
        const [mail] = await t.outbox(email);
        const token = /verifyMail\/\w+\/[^/\s]+\/([^\s?"<]+)/.exec(mail?.body ?? '')?.[1];
        if (!token) throw new Error(`No e-mail link for ${email}: ${mail?.body}`);
        return authApi.emailVerify(Role.Employee, email, decodeURIComponent(token));
      },
    },
    logout: { as: Role.Employee, run: () => authApi.logout() },
    deleteAccount: {
      as: 'anonymous',
      run: async ({ fresh }) => {
        await fresh(Role.Employee);
        return authApi.deleteAccount();
      },
    },
  },
  refreshSession: { as: Role.Employee, run: () => refreshSession() },
  publicApi: {
    config: { as: 'anonymous', run: () => publicApi.config() },
  },
  subscriptionApi: {
    config: { as: Role.Employee, run: () => subscriptionApi.config() },
    get: { as: Role.Employee, run: () => subscriptionApi.get() },
    transactions: { as: Role.Employee, run: () => subscriptionApi.transactions() },
    lastPurchase: { as: Role.Employee, run: () => subscriptionApi.lastPurchase() },
    create: {
      as: 'anonymous',
      run: async ({ fresh, setup }) => {
        await fresh(Role.Employee, { verifiedEmail: true });
        const [plan] = (await setup(() => subscriptionApi.config()))!;
        return subscriptionApi.create(plan.productId, { successUrl: '/employee/subscription/success', failedUrl: '/employee/subscription/failed' });
      },
    },
    invoiceUrl: {
      as: Role.Employee,
      run: async ({ t, ids }) => {
        const invoice = await t.db.selectFrom('transactions').select('id').where('user_id', '=', ids.employee.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
        return subscriptionApi.invoiceUrl(invoice.id);
      },
    },
    applyPromo: { as: Role.Employer, run: () => subscriptionApi.applyPromo('WELCOME20') },
    cancel: { as: Role.Employer, run: () => subscriptionApi.cancel() },
  },
  employeeProfileApi: {
    profile: {
      as: Role.Employee,
      run: async ({ ids, as }) => {
        await employeeProfileApi.profile();
        await as(Role.Admin);
        return employeeProfileApi.profile(ids.employee.id);
      },
    },
    general: { as: Role.Employee, run: () => employeeProfileApi.general() },
    saveGeneral: { as: Role.Employee, run: async ({ setup }) => employeeProfileApi.saveGeneral((await setup(() => employeeProfileApi.general()))!.item) },
    permits: { as: Role.Employee, run: () => employeeProfileApi.permits() },
    savePermits: {
      as: Role.Employee,
      run: async ({ setup }) => {
        const { specializedTraining: _, ...permits } = (await setup(() => employeeProfileApi.permits()))!;
        return employeeProfileApi.savePermits(permits);
      },
    },
    notifications: { as: Role.Employee, run: () => employeeProfileApi.notifications() },
    saveNotifications: { as: Role.Employee, run: async ({ setup }) => employeeProfileApi.saveNotifications((await setup(() => employeeProfileApi.notifications()))!.item) },
    experience: { as: Role.Employee, run: () => employeeProfileApi.experience() },
    saveExperience: { as: Role.Employee, run: async ({ setup }) => employeeProfileApi.saveExperience((await setup(() => employeeProfileApi.experience()))!.item) },
    pauseNotifications: { as: Role.Employee, run: () => employeeProfileApi.pauseNotifications(7) },
    zipLookup: { as: Role.Employee, run: () => employeeProfileApi.zipLookup('78701') },
  },
  jobsApi: {
    employeeJobs: { as: Role.Employee, run: () => jobsApi.employeeJobs(0, 20, { type: 'all', text: '' }) },
    // The job calls as the signed-in employee, then as the public job page of an SMS alert (no session, the signed link).
    get: {
      as: Role.Employee,
      run: async ({ ids, as, link }) => {
        await jobsApi.get(ids.jobs[2]);
        await as('anonymous');
        return jobsApi.get(ids.jobs[3], link(ids.jobs[3]));
      },
    },
    apply: withSessionAndLink(jobsApi.apply),
    status: withSessionAndLink(jobsApi.status),
    cancel: withSessionAndLink(jobsApi.cancel),
  },
  employerApi: {
    general: { as: Role.Employer, run: () => employerApi.general() },
    saveGeneral: { as: Role.Employer, run: async ({ setup }) => employerApi.saveGeneral((await setup(() => employerApi.general()))!.item) },
    profile: {
      as: Role.Employer,
      run: async ({ ids, as }) => {
        await employerApi.profile();
        await as(Role.Admin);
        return employerApi.profile(ids.employer.id);
      },
    },
    notices: { as: Role.Employer, run: () => employerApi.notices() },
    saveNotices: { as: Role.Employer, run: () => employerApi.saveNotices({ applicantNotices: 'email', confirmHours: 24, inviteFirstHours: 0 }) },
    jobs: { as: Role.Employer, run: () => employerApi.jobs(0, 20, { state: EmployerJobState.Active, text: '' }) },
    editable: { as: Role.Employer, run: ({ ids }) => employerApi.editable(ids.jobs[0]) },
    saveJob: {
      as: Role.Employer,
      // A copy of a demo job, the way the editor loads and sends it.
      run: async ({ ids, setup }) => {
        const editable = await setup(() => employerApi.editable(ids.jobs[1]));
        if (!editable || 'refused' in editable) throw new Error('The demo job could not be loaded');
        const { categories: _c, locations: _l, states: _s, specializations: _p, enabled: _e, created: _d, ...model } = editable;
        return employerApi.saveJob({ ...model, id: 0 });
      },
    },
    changeState: { as: Role.Employer, run: async ({ newJob }) => employerApi.changeState(await newJob(), EmployerJobState.Closed) },
    removeJob: { as: Role.Employer, run: async ({ newJob }) => employerApi.removeJob(await newJob()) },
    applicants: { as: Role.Employer, run: ({ ids }) => employerApi.applicants(ids.jobs[0]) },
    applicantProfile: { as: Role.Employer, run: ({ ids }) => employerApi.applicantProfile(ids.employee.id, ids.jobs[0]) },
    accept: { as: Role.Employer, run: ({ ids }) => employerApi.accept(ids.applications[0].id) },
    reject: { as: Role.Employer, run: ({ ids }) => employerApi.reject(ids.applications[0].id, CANCEL_HIRE_REASONS[0]) },
  },
  shiftsApi: {
    mine: { as: Role.Employee, run: () => shiftsApi.mine() },
    checkIn: { as: Role.Employee, run: ({ ids }) => shiftsApi.checkIn(ids.shifts[1], { latitude: 32.78, longitude: -96.8 }) },
    // Check-out opens at the start (the demo's shift of today starts some minutes after the demo): a minute after it, early.
    checkOut: {
      as: Role.Employee,
      run: async ({ t, ids }) => {
        const { starts_at } = await t.db.selectFrom('shifts').select('starts_at').where('id', '=', ids.shifts[1]).executeTakeFirstOrThrow();
        t.clock.current = new Date(starts_at.getTime() + 60_000);
        return shiftsApi.checkOut(ids.shifts[1], { latitude: null, longitude: null, early: true });
      },
    },
    undoCheckOut: { as: Role.Employee, run: ({ ids }) => shiftsApi.undoCheckOut(ids.shifts[1]) },
    // The demo's shifts ahead: tomorrow's, then the day after's.
    confirm: { as: Role.Employee, run: ({ ids }) => shiftsApi.confirm(ids.shifts[2]) },
    callOff: { as: Role.Employee, run: ({ ids }) => shiftsApi.callOff(ids.shifts[3], { reason: WITHDRAW_REASONS[0] }) },
    earnings: { as: Role.Employee, run: () => shiftsApi.earnings() },
    renewFeed: { as: Role.Employee, run: () => shiftsApi.renewFeed() },
    today: { as: Role.Employer, run: () => shiftsApi.today() },
    timesheets: { as: Role.Employer, run: () => shiftsApi.timesheets(monthAgo(), today()) },
    // The demo's unconfirmed shift tomorrow (demo-confirmations.ts).
    keep: { as: Role.Employer, run: ({ ids }) => shiftsApi.keep(ids.unconfirmed) },
    // Kept above: unkept again, as the company would find it had it not pressed Keep.
    release: {
      as: Role.Employer,
      run: async ({ t, ids }) => {
        await t.db.updateTable('shifts').set({ kept_at: null }).where('id', '=', ids.unconfirmed).execute();
        return shiftsApi.release(ids.unconfirmed);
      },
    },
    stopOffer: { as: Role.Employer, run: ({ ids }) => shiftsApi.stopOffer(ids.offered) },
    // Stopped above: offered again, to the officers not asked yet.
    offer: { as: Role.Employer, run: ({ ids }) => shiftsApi.offer(ids.offered) },
    // Offered again above: to the demo officer too, as a wave asks (issue 39), who reads it; a fresh officer (no shift then) takes it.
    offers: {
      as: Role.Employee,
      run: async ({ t, ids }) => {
        await askToTake(t, ids.offered, ids.employee.id, ids.employee.phone);
        return shiftsApi.offers();
      },
    },
    take: {
      as: 'anonymous',
      run: async ({ t, ids, fresh }) => {
        const officer = await fresh(Role.Employee, { verifiedEmail: true });
        await askToTake(t, ids.offered, officer.userId, officer.phone);
        return shiftsApi.take(ids.offered);
      },
    },
    approve: { as: Role.Employer, run: ({ ids }) => shiftsApi.approve(ids.shifts[0], { minutes: null, reason: 'Stayed for the handover' }) },
  },
  permitFilesApi: {
    // The demo officer holds the guard card (its file verified) and the exposed firearm permit (its file waiting).
    upload: {
      as: Role.Employee,
      run: async () => permitFilesApi.upload(PermitDocumentType.GuardCard, new File([await permitScanPdf('Guard card', ['Eli Employee'])], 'guard-card.pdf', { type: 'application/pdf' })),
    },
    remove: { as: Role.Employee, run: () => permitFilesApi.remove(PermitDocumentType.GuardCard) },
    verify: { as: Role.Admin, run: ({ ids }) => permitFilesApi.verify(ids.employee.id, PermitDocumentType.ExposedFirearm, true) },
  },
  reliabilityApi: {
    rate: { as: Role.Employee, run: ({ ids }) => reliabilityApi.rate(ids.shifts[0], { stars: 5, comment: 'Clear post orders.' }) },
    ratings: { as: Role.Employee, run: () => reliabilityApi.ratings() },
    employerRecord: { as: Role.Employee, run: ({ ids }) => reliabilityApi.employerRecord(ids.jobs[0]) },
    officerRecords: { as: Role.Employer, run: ({ ids }) => reliabilityApi.officerRecords(ids.jobs[0]) },
    myRecord: { as: Role.Employee, run: () => reliabilityApi.myRecord() },
  },
  rostersApi: {
    officers: { as: Role.Employer, run: () => rostersApi.officers() },
    favourite: { as: Role.Employer, run: ({ ids }) => rostersApi.favourite(ids.employee.id, true) },
    blockOfficer: { as: Role.Employer, run: ({ ids }) => rostersApi.blockOfficer(ids.employee.id, false) },
    blockedCompanies: { as: Role.Employee, run: () => rostersApi.blockedCompanies() },
    blockCompany: { as: Role.Employee, run: ({ ids }) => rostersApi.blockCompany(ids.employer.id, false) },
  },
  pushApi: {
    key: { as: Role.Employee, run: () => pushApi.key() },
    subscribe: { as: Role.Employee, run: () => pushApi.subscribe(deviceSubscription()) },
    unsubscribe: { as: Role.Employee, run: () => pushApi.unsubscribe() },
    channels: { as: Role.Employee, run: () => pushApi.channels() },
    saveChannels: { as: Role.Employee, run: () => pushApi.saveChannels({ channels: { alert: 'push', offer: 'both', reminder: 'push', change: 'sms' }, quietFrom: 22 * 60, quietTo: 7 * 60 }) },
  },
  reportsApi: {
    choices: { as: Role.Employee, run: () => reportsApi.choices() },
    send: { as: Role.Employee, run: ({ ids }) => reportsApi.send({ employerId: ids.employer.id, jobId: ids.jobs[0], kind: ReportKind.HiredThenCancelled, details: REPORT_DETAILS }) },
    list: { as: Role.Admin, run: () => reportsApi.list('open') },
    counts: { as: Role.Admin, run: () => reportsApi.counts() },
    message: { as: Role.Admin, run: async (ctx) => reportsApi.message(await openReport(ctx), 'Please tell us why the hire was cancelled.') },
    block: { as: Role.Admin, run: async (ctx) => reportsApi.block(await openReport(ctx, (await ctx.t.signUp(Role.Employer)).userId)) },
    dismiss: { as: Role.Admin, run: async (ctx) => reportsApi.dismiss(await openReport(ctx), 'Fair notice was given.') },
  },
  adminApi: {
    analyticsGeneral: { as: Role.Admin, run: () => adminApi.analyticsGeneral() },
    placement: { as: Role.Admin, run: () => adminApi.placement(monthAgo(), today()) },
    posted: { as: Role.Admin, run: () => adminApi.posted(monthAgo(), today()) },
    shiftsPerWeek: { as: Role.Admin, run: () => adminApi.shiftsPerWeek(monthAgo(), today()) },
    coveragePerWeek: { as: Role.Admin, run: () => adminApi.coveragePerWeek() },
    messagesPerWeek: { as: Role.Admin, run: () => adminApi.messagesPerWeek(monthAgo(), today()) },
    userCount: { as: Role.Admin, run: () => adminApi.userCount(Role.Employee) },
    sendSms: { as: Role.Admin, run: ({ ids }) => adminApi.sendSms({ text: 'Shifts open this weekend.', role: Role.Employee, userIDs: [ids.employee.id] }) },
    changeUserState: {
      as: Role.Admin,
      run: async ({ t }) => adminApi.changeUserState((await t.signUp(Role.Employee)).userId, 0),
    },
    deleteUser: { as: Role.Admin, run: async ({ t }) => adminApi.deleteUser((await t.signUp(Role.Employee)).userId) },
    userSubscription: { as: Role.Admin, run: ({ ids }) => adminApi.userSubscription(ids.employee.id) },
    employers: { as: Role.Admin, run: () => adminApi.employers({ from: 0, count: 20, by: 0, asc: true }, { text: '' }) },
    employees: { as: Role.Admin, run: () => adminApi.employees({ from: 0, count: 20, by: 0, asc: true }, { text: 'Eli' }) },
    jobs: { as: Role.Admin, run: () => adminApi.jobs({ from: 0, count: 20, by: 0, asc: false }, { text: '', iduser: null }) },
    closeJob: { as: Role.Admin, run: async ({ newJob }) => adminApi.closeJob(await newJob()) },
    deleteJob: { as: Role.Admin, run: async ({ newJob }) => adminApi.deleteJob(await newJob()) },
    jobApplicants: { as: Role.Admin, run: ({ ids }) => adminApi.jobApplicants(ids.jobs[0]) },
    employerJobs: { as: Role.Admin, run: ({ ids }) => adminApi.employerJobs({ from: 0, count: 20, by: 0, asc: false }, { state: 1, iduser: ids.employer.id }) },
    employeeJobs: { as: Role.Admin, run: ({ ids }) => adminApi.employeeJobs(ids.employee.id, 'hired', 0, 20) },
    promos: { as: Role.Admin, run: () => adminApi.promos({ text: '' }) },
    promoEditable: { as: Role.Admin, run: ({ ids }) => adminApi.promoEditable(ids.promo) },
    savePromo: {
      as: Role.Admin,
      run: async ({ setup }) => adminApi.savePromo({ ...(await setup(() => adminApi.promoEditable(NEW_PROMO_ID)))!.item, name: 'SPRING15', value: 15, duration: 2 }),
    },
    deletePromo: { as: Role.Admin, run: ({ ids }) => adminApi.deletePromo(ids.promo) },
  },
};

describe('the api-client against the OpenAPI document', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let doc: LoadedDocument;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  /** The function being called, the cookie its requests carry (a browser's cookie jar), what it sent. */
  let current: { fn: string; cookie?: string } = { fn: '' };
  const seen: Seen[] = [];
  const called = new Set<string>();

  /** axios → app.inject, the way the browser's request would reach the server. */
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = client.http.getUri(config);
    const method = (config.method ?? 'get').toUpperCase();
    const headers = { ...(config.headers.toJSON() as Record<string, string>), origin: ORIGIN, ...(current.cookie ? { cookie: current.cookie } : {}) };
    // A file (an upload) goes as its bytes, the way the browser sends a File.
    const payload = config.data instanceof Blob ? Buffer.from(await config.data.arrayBuffer()) : (config.data as string | undefined);
    const injected = await t.app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
    const set = injected.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set) current.cookie = set.value ? sessionCookie(injected) : undefined;
    // The device cookie a code request sets goes with the calls that follow, as a browser's would.
    const device = /dl_device=[^;]+/.exec(String(injected.headers['set-cookie'] ?? ''))?.[0];
    if (device) current.cookie = [current.cookie?.replace(/(^|; )dl_device=[^;]*/, ''), device].filter(Boolean).join('; ');
    seen.push({ fn: current.fn, method, url, status: injected.statusCode, body: injected.body, operation: doc.find(method, url) });
    const response: AxiosResponse = {
      data: injected.body,
      status: injected.statusCode,
      statusText: injected.statusMessage,
      headers: AxiosHeaders.from(injected.headers as Record<string, string>),
      config,
      request: {},
    };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };

  beforeAll(async () => {
    t = await database.build();
    await seedDemoData(t.db, t.app.events, t.clock.now());
    doc = await loadDocument(t);
    ids = await demoIds(t);
    client.http.defaults.adapter = adapter;
  });

  const context = (): Context => ({
    t,
    ids,
    async fresh(role, { verifiedEmail } = { verifiedEmail: false }) {
      const { cookie, phone, userId } = verifiedEmail ? await subscriber(t, role) : await t.signUp(role);
      current.cookie = cookie;
      return { phone, userId };
    },
    async as(caller) {
      current.cookie = caller === 'anonymous' ? undefined : (await demoSessions(t)).get(caller);
    },
    async newJob() {
      const cookie = (await demoSessions(t)).get(Role.Employer);
      const response = await t.call('POST', employerJobsPaths.save, { cookie, body: validJob(t, { title: 'Parking lot patrol' }) });
      if (response.statusCode !== 200) throw new Error(`Could not make a job: ${response.body}`);
      return (response.json() as { id: number }).id;
    },
    link: (jobId) => t.app.jobLinks.make(ids.employee.id, jobId, new Date(t.clock.now().getTime() + 86_400_000)),
    async setup(run) {
      const fn = current.fn;
      current.fn = `${fn} (setup)`;
      try {
        return await run();
      } finally {
        current.fn = fn;
      }
    },
  });

  it('calls every function of the api-client, each request an operation of the document answered within its schema', async () => {
    const flat: [string, Case][] = Object.entries(cases).flatMap(([api, value]) =>
      api === 'refreshSession' ? [[api, value as Case]] : Object.entries(value as Record<string, Case>).map(([fn, c]) => [`${api}.${fn}`, c] as [string, Case]),
    );

    // Every exported call has a case: a new function without one fails here (and in tsc, through `Cases`).
    const exported = Object.entries(client).flatMap(([name, value]) =>
      name.endsWith('Api') ? Object.keys(value as object).map((fn) => `${name}.${fn}`) : NOT_CALLS.includes(name) ? [] : [name],
    );
    expect(flat.map(([name]) => name).sort()).toEqual(exported.sort());

    const types = declaredAnswerTypes();
    const failures: string[] = [];
    // call() logs each failure; the failures are listed below instead.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const [fn, c] of flat) {
      const sessions = await demoSessions(t);
      current = { fn, cookie: c.as === 'anonymous' ? undefined : sessions.get(c.as) };
      const from = seen.length;
      let result: unknown;
      try {
        result = await c.run(context());
      } catch (error) {
        failures.push(`${fn}: ${(error as Error).message}`);
      }
      const requests = seen.slice(from);
      if (!requests.some((s) => s.fn === fn)) failures.push(`${fn}: made no request`);
      // The first request of the function is its own; later ones may belong to functions it calls (refreshSession).
      const own = requests.find((s) => s.fn === fn);
      for (const request of requests) {
        const { method, url, status, body, operation } = request;
        const where = `${request.fn}: ${method} ${url} → ${status}`;
        if (!operation) {
          failures.push(`${where}: no such operation in the OpenAPI document`);
          continue;
        }
        called.add(`${operation.method.toUpperCase()} ${operation.path}`);
        if (status < 200 || status >= 300) failures.push(`${where}: not a 2xx: ${body.slice(0, 200)}`);
        const check = doc.answerCheck(operation, status);
        if (check === undefined) failures.push(`${where}: status not declared`);
        else if (check && !check(JSON.parse(body))) failures.push(`${where}: answer outside its schema ${JSON.stringify(check.errors)}: ${body.slice(0, 200)}`);
        const declared = types.get(fn);
        if (request === own && declared && declared !== answerTypeOf(operation)) {
          failures.push(`${fn}: reads ${operation.method.toUpperCase()} ${operation.path} as ${declared}, the route answers ${answerTypeOf(operation)}`);
        }
      }
      if (result === undefined || result === false) failures.push(`${fn}: returned ${String(result)} (the call failed)`);
    }
    warn.mockRestore();
    console.info(`api-client: ${flat.length} functions called, ${called.size} of ${doc.operations.length} operations of the document reached`);
    expect(failures).toEqual([]);
  });

  it('leaves no operation of the document without an api-client function but the known ones', () => {
    const notCalled = doc.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).filter((op) => !called.has(op));
    expect(notCalled.sort()).toEqual([...NOT_CALLED].sort());
  });
});
