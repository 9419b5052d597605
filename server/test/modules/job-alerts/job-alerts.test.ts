import { employerJobsPaths, jobMessages, jobPaths, JobPeriodType, RateType, SubscriptionState, type JobEditorModel } from '@dutylink/contracts';
import { sql, type Updateable } from 'kysely';
import type { UsersTable } from '../../../src/db/schema';
import { JOB_LINK_TTL_DAYS, jobAlertLink, jobAlertLinkExpiry, jobAlertSms } from '../../../src/modules/job-alerts/alert-text';
import { smsSegments } from '../../helpers/sms';
import { sendQueuedJobAlerts } from '../../../src/modules/job-alerts/service';
import { notificationPause } from '../../../src/modules/employees/profile-service';
import { handleInbound } from '../../../src/modules/sms-consent';
import { subscribedDevice } from '../../helpers/devices';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee } from '../employees/fixtures';
import { employer, validJob } from '../employers/fixtures';

const DAY_MS = 86_400_000;

interface ProfilePatch {
  any_salary?: boolean;
  at_least_salary?: number | null;
  salary_type?: number;
  categories?: number[];
  sub_categories?: number[];
  locations?: number[];
  all_zips?: boolean;
  zips?: string[];
  postal_code?: string | null;
  radius_miles?: number | null;
}
type UserPatch = Pick<Updateable<UsersTable>, 'email_verified' | 'enabled' | 'consent_sms_at' | 'paused_notifications_until' | 'paused_notifications_ends_at' | 'deleted_at'>;
type Sub = 'monthly' | 'none' | 'virtual' | 'expired';

/**
 * Issue 7, SMS job alerts: who gets one when a job is published or widened, the text and its link,
 * opt-out, duplicates and the publishing transaction. The employer's job (validJob): categories 1
 * (sub 101) and 14, metro area 101 (Dallas–Fort Worth), ZIP 75219, $28.50/hr.
 */
describe('job alerts', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let boss: { cookie: string; userId: number };
  let bossName: string;
  beforeAll(async () => {
    t = await database.build({ env: { POSTS_PER_PERIOD_JSON: '{"month":500}' } });
    boss = await employer(t);
    bossName = (await t.db.selectFrom('users').select('name').where('id', '=', boss.userId).executeTakeFirstOrThrow()).name!;
  });

  const utcDay = (days: number) => new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

  /** Matches validJob on every rule; each test changes one setting. */
  const BASE: ProfilePatch = { any_salary: true, at_least_salary: null, salary_type: RateType.Hourly, categories: [1], sub_categories: [], locations: [101], all_zips: false, zips: [] };

  /** A real signed-up employee (SMS consent, verified e-mail, Monthly plan) with the given settings. */
  async function worker(profile: ProfilePatch = {}, user: UserPatch = {}, sub: Sub = 'monthly'): Promise<{ userId: number; phone: string }> {
    const { userId } = await employee(t, sub === 'monthly' || sub === 'expired');
    const phone = (await t.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone!;
    const values = { ...BASE, ...profile };
    await t.db
      .insertInto('employee_profiles')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    if (Object.keys(user).length) await t.db.updateTable('users').set(user).where('id', '=', userId).execute();
    if (sub === 'virtual') {
      await t.db
        .insertInto('subscriptions')
        .values({ user_id: userId, state: SubscriptionState.Active, virtual: true, until: null, updated_at: t.clock.now() })
        .execute();
    }
    if (sub === 'expired') await t.db.updateTable('subscriptions').set({ until: new Date(t.clock.now().getTime() - 60_000) }).where('user_id', '=', userId).execute();
    return { userId, phone };
  }

  async function publish(edit: (job: JobEditorModel) => void = () => {}): Promise<number> {
    const job = validJob(t);
    edit(job);
    const response = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: job });
    expect(response.statusCode).toBe(200);
    while (await t.app.outbox.fill());
    return response.json().id;
  }

  async function resave(id: number, edit: (job: JobEditorModel) => void = () => {}): Promise<void> {
    const job = { ...validJob(t), id };
    edit(job);
    const response = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: job });
    expect(response.statusCode).toBe(200);
    while (await t.app.outbox.fill());
  }

  /** The job's alert texts in the outbox for the user (job_alerts must agree). */
  async function alerts(jobId: number, userId: number): Promise<string[]> {
    const rows = await t.db
      .selectFrom('outbox')
      .select('body')
      .where('user_id', '=', userId)
      .where('channel', '=', 'sms')
      .where('body', 'like', `DutyLink job:%/jobs/${jobId}/${userId}?%`)
      .execute();
    const marked = await t.db.selectFrom('job_alerts').select('user_id').where('job_id', '=', jobId).where('user_id', '=', userId).execute();
    expect(marked.length).toBe(Math.min(rows.length, 1));
    return rows.map((r) => r.body);
  }

  const alerted = async (jobId: number, userId: number) => (await alerts(jobId, userId)).length === 1;

  /** One employee who matches and one who does not, for a job published with `edit`. */
  async function rule(yes: () => Promise<{ userId: number }>, no: () => Promise<{ userId: number }>, edit?: (job: JobEditorModel) => void): Promise<void> {
    const [a, b] = [await yes(), await no()];
    const id = await publish(edit);
    expect(await alerted(id, a.userId)).toBe(true);
    expect(await alerted(id, b.userId)).toBe(false);
  }

  describe('matching rules', () => {
    it('subscribed: a running plan or a virtual one, not none or an ended one', async () => {
      await rule(() => worker(), () => worker({}, {}, 'none'));
      await rule(() => worker({}, {}, 'virtual'), () => worker({}, {}, 'expired'));
    });

    it('e-mail verified', async () => {
      await rule(() => worker({}, { email_verified: true }), () => worker({}, { email_verified: false }));
    });

    it('account enabled', async () => {
      await rule(() => worker({}, { enabled: true }), () => worker({}, { enabled: false }));
    });

    it('not paused: a pause that has ended alerts, one that ends later does not (issue 17: it ends at an instant)', async () => {
      const now = t.clock.now();
      const endsIn = (ms: number) => new Date(now.getTime() + ms);
      await rule(
        () => worker({}, { paused_notifications_until: utcDay(-1), paused_notifications_ends_at: now }),
        () => worker({}, notificationPause(now, 'America/Los_Angeles', 1)),
      );
      await rule(() => worker({}, { paused_notifications_until: null }), () => worker({}, { paused_notifications_until: utcDay(0), paused_notifications_ends_at: endsIn(1000) }));
    });

    it('opted in to SMS', async () => {
      await rule(() => worker(), () => worker({}, { consent_sms_at: null }));
    });

    it('a deleted account is never alerted', async () => {
      await rule(() => worker(), () => worker({}, { deleted_at: t.clock.now() }));
    });

    it('category', async () => {
      await rule(() => worker({ categories: [14] }), () => worker({ categories: [5] }));
    });

    it('sub-category, only where the employee chose sub-categories of that category', async () => {
      await rule(() => worker({ categories: [1], sub_categories: [101] }), () => worker({ categories: [1], sub_categories: [102] }));
      // Sub-categories chosen under category 2 only: category 1 still matches as a whole.
      await rule(() => worker({ categories: [1, 2], sub_categories: [201] }), () => worker({ categories: [2], sub_categories: [201] }));
      // A job without sub-categories does not reach who narrowed its category to some.
      await rule(
        () => worker({ categories: [1] }),
        () => worker({ categories: [1], sub_categories: [101] }),
        (job) => {
          job.general.subCategories = [];
        },
      );
    });

    it('location: the metro area of the job', async () => {
      await rule(() => worker({ locations: [102, 101] }), () => worker({ locations: [102] }));
    });

    it('location: a state node chosen means all its metro areas', async () => {
      await rule(() => worker({ locations: [100] }), () => worker({ locations: [200] }));
    });

    it('location: a job offered in a whole state reaches its metro areas', async () => {
      await rule(
        () => worker({ locations: [103] }),
        () => worker({ locations: [201] }),
        (job) => {
          job.details.locationIDs = [100];
        },
      );
    });

    it('location: all ZIPs', async () => {
      await rule(() => worker({ locations: [], all_zips: true }), () => worker({ locations: [], all_zips: false, zips: ['10001'] }));
    });

    it('location: the job ZIP in the list', async () => {
      await rule(() => worker({ locations: [], zips: ['10001', '75219'] }), () => worker({ locations: [], zips: ['75201'] }));
    });

    it('location: a job offered everywhere matches every location', async () => {
      const far = await worker({ locations: [1501] });
      const without = await publish();
      expect(await alerted(without, far.userId)).toBe(false);
      const everywhere = await publish((job) => {
        job.details.jobLocationsAll = true;
      });
      expect(await alerted(everywhere, far.userId)).toBe(true);
    });

    // Issue 21. From the job's ZIP 75219 (Dallas): Arlington 76011 is 17.05 miles, Houston 77002 227.81.
    it("radius: the job within that many miles of the officer's ZIP code, not beyond", async () => {
      await rule(() => worker({ locations: [], postal_code: '76011', radius_miles: 25 }), () => worker({ locations: [], postal_code: '76011', radius_miles: 10 }));
      await rule(() => worker({ locations: [], postal_code: '77002', radius_miles: 5 }), () => worker({ locations: [], postal_code: '75219', radius_miles: 100 }), (job) => {
        job.details.address.postalCode = '77002';
      });
    });

    it('radius: instead of the areas, the ZIP list, all ZIPs and a job offered everywhere', async () => {
      await rule(() => worker({ locations: [1501], postal_code: '75201', radius_miles: 5 }), () => worker({ locations: [101], postal_code: '77002', radius_miles: 100 }));
      await rule(() => worker({ locations: [], zips: ['75219'] }), () => worker({ locations: [], zips: ['75219'], postal_code: '77002', radius_miles: 25 }));
      await rule(() => worker({ locations: [], all_zips: true }), () => worker({ locations: [], all_zips: true, postal_code: '77002', radius_miles: 50 }));
      await rule(
        () => worker({ locations: [1501] }),
        () => worker({ locations: [1501], postal_code: '77002', radius_miles: 100 }),
        (job) => {
          job.details.jobLocationsAll = true;
        },
      );
    });

    it('radius: nothing without a ZIP code the ZIP data knows, on either side', async () => {
      await rule(() => worker({ locations: [101] }), () => worker({ locations: [101], postal_code: null, radius_miles: 100 }));
      await rule(() => worker({ locations: [101], postal_code: '00000' }), () => worker({ locations: [101], postal_code: '00000', radius_miles: 100 }));
      // A job's ZIP code the data does not know can no longer be saved (issue 36); one saved before matches no radius.
      const [areas, radius] = [await worker({ locations: [101] }), await worker({ locations: [], postal_code: '75219', radius_miles: 100 })];
      const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t) });
      expect(saved.statusCode).toBe(200);
      const id = (saved.json() as { id: number }).id;
      await t.db.updateTable('jobs').set({ postal_code: '00000' }).where('id', '=', id).execute();
      while (await t.app.outbox.fill());
      expect(await alerted(id, areas.userId)).toBe(true);
      expect(await alerted(id, radius.userId)).toBe(false);
    });

    it('salary: any salary, or at least the minimum of the same rate type', async () => {
      await rule(() => worker({ any_salary: true, at_least_salary: null }), () => worker({ any_salary: false, at_least_salary: 28.51 }));
      await rule(() => worker({ any_salary: false, at_least_salary: 28.5 }), () => worker({ any_salary: false, at_least_salary: 28.51 }));
    });

    it('salary across rate types: a day counts as 8 hours (issue 17: at least $25 an hour, a $400-a-day job)', async () => {
      const daily = (value: number) => (job: JobEditorModel) => {
        job.payment.salaryType = RateType.Daily;
        job.payment.salaryValue = value;
      };
      await rule(() => worker({ any_salary: false, at_least_salary: 25, salary_type: RateType.Hourly }), () => worker({ any_salary: false, at_least_salary: 50.01 }), daily(400));
      // $240 a day is $30 an hour: it meets $30 an hour, not $30.01.
      await rule(() => worker({ any_salary: false, at_least_salary: 30 }), () => worker({ any_salary: false, at_least_salary: 30.01 }), daily(240));
      // $28.50 an hour is $228 a day: it meets $228 a day, not $228.01.
      await rule(
        () => worker({ any_salary: false, at_least_salary: 228, salary_type: RateType.Daily }),
        () => worker({ any_salary: false, at_least_salary: 228.01, salary_type: RateType.Daily }),
      );
    });

    it('location: a state without metro areas (issue 17: every state is an alert area)', async () => {
      const ohio = (await t.db.selectFrom('locations').select('id').where('name', '=', 'Ohio').where('parent_id', 'is', null).executeTakeFirstOrThrow()).id;
      await rule(
        () => worker({ locations: [ohio] }),
        () => worker({ locations: [100] }),
        (job) => {
          job.details.locationIDs = [ohio];
        },
      );
    });

  });

  it('the text: title, company, dates, shift, rate, city, a link whose token opens only that job for only that employee, and the opt-out line', async () => {
    const me = await worker();
    const other = await worker();
    const id = await publish();
    const [body] = await alerts(id, me.userId);
    const match = /^DutyLink job: Concert security at (.+), (.+), Varied, \$28\.50\/hr, Dallas\. Reply YES to apply\. (http:\/\/localhost:8080\/jobs\/(\d+)\/(\d+)\?token=(\S+))\nReply STOP to opt out$/.exec(body);
    expect(match).not.toBeNull();
    const [, company, dates, , jobId, userId, encoded] = match!;
    expect(company).toBe(bossName);
    expect(dates).toMatch(/^\d{1,2} \w{3} - \d{1,2} \w{3} \d{4}$/);
    expect([Number(jobId), Number(userId)]).toEqual([id, me.userId]);
    expect(body.length).toBeLessThanOrEqual(306);

    const token = decodeURIComponent(encoded);
    expect(t.app.jobLinks.verify(token, id)).toEqual({ userId: me.userId });
    const otherJob = await publish();
    expect(t.app.jobLinks.verify(token, otherJob)).toBeNull();
    expect((await t.call('POST', jobPaths.apply(id, other.userId, token))).statusCode).toBe(403);
    expect((await t.call('POST', jobPaths.apply(otherJob, me.userId, token))).statusCode).toBe(403);
    expect((await t.call('POST', jobPaths.apply(id, me.userId, token))).statusCode).toBe(200);

    // It expires two days after the job's last day (validJob: days 1 to 4), before JOB_LINK_TTL_DAYS.
    const expires = Number(token.split('.')[1]) * 1000;
    const job = validJob(t);
    expect(expires).toBe(jobAlertLinkExpiry({ periodType: JobPeriodType.Range, from: job.general.from, to: job.general.to }, t.clock.now()).getTime());
    expect(expires).toBe(Date.parse(`${job.general.to}T00:00:00Z`) + 2 * DAY_MS);
    const saved = t.clock.current;
    t.clock.current = new Date(expires + 1000);
    expect(t.app.jobLinks.verify(token, id)).toBeNull();
    t.clock.current = saved;
  });

  it('an officer with the app’s notifications on gets the alert as a push (a tap opens the job in the app), and no text', async () => {
    const me = await worker();
    await subscribedDevice(t, me.userId);
    const id = await publish();
    await t.app.outbox.drain();
    const rows = await t.db.selectFrom('outbox').select(['channel', 'status', 'body']).where('user_id', '=', me.userId).where('message_type', '=', 'alert').orderBy('id').execute();
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['sms', 'skipped'],
      ['push', 'sent'],
    ]);
    // The question "Reply YES to apply" was never texted: a YES from the phone (to another text) does not apply to this job.
    await handleInbound(t.db, t.app.smsReplies, ORIGIN, t.clock.now(), me.phone, 'YES');
    expect(await t.db.selectFrom('applicants').select('id').where('user_id', '=', me.userId).where('job_id', '=', id).execute()).toEqual([]);
    expect(JSON.parse(rows[1]!.body)).toEqual({ title: 'New job: Concert security', body: expect.stringMatching(/^.+ · \d{1,2} \w{3} - \d{1,2} \w{3} \d{4} · Varied · \$28\.50\/hr · Dallas$/), url: `/employee/jobs/${id}`, tag: `job-${id}` });
  });

  it('the text: title, company and city give way to the budget, longest first, never the link (issues 36, 37)', () => {
    const job = { id: 2147483647, title: 'T'.repeat(120), company: 'C'.repeat(120), periodType: JobPeriodType.Range, from: '2026-12-28', to: '2027-01-31', shift: 99, salaryType: RateType.Daily, salaryValue: 99999.99, city: 'Rancho Santa Margarita Heights' };
    const link = jobAlertLink('https://dutylink-security.example.com', job.id, 2147483647, t.app.jobLinks.make(2147483647, job.id, jobAlertLinkExpiry(job, t.clock.now())));
    const alert = (values: Partial<typeof job>) => jobAlertSms({ ...job, ...values }, link.length)(link);
    expect(smsSegments(alert({}))).toBe(2);
    expect(alert({})).toContain(`Reply YES to apply. ${link}\nReply STOP to opt out`);
    // A short title leaves its room to a long company name: nothing is clipped while they fit together.
    const company = 'Alert Test Security Services of Texas';
    expect(alert({ title: 'Gate 7', company, city: 'Austin' })).toContain(`Gate 7 at ${company}, `);
    // With the longest link, the longest gives way first, down to the others' length, then each in turn.
    const [, title, clipped, city] = /^DutyLink job: (T+)\.\.\. at (.+?), .+, (.+?)\. Reply YES/.exec(alert({ company }))!;
    expect(clipped).toMatch(/^Alert Test Secur/);
    expect(city).toMatch(/^Rancho Santa/);
    expect(Math.abs(title!.length + 3 - clipped!.length)).toBeLessThanOrEqual(3);
  });

  it('link expiry: the TTL for a full-time job, at least a day', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(jobAlertLinkExpiry({ periodType: JobPeriodType.FullTime, from: '2026-03-02', to: null }, now).getTime()).toBe(now.getTime() + JOB_LINK_TTL_DAYS * DAY_MS);
    expect(jobAlertLinkExpiry({ periodType: JobPeriodType.OneDay, from: '2026-03-02', to: null }, now).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(jobAlertLinkExpiry({ periodType: JobPeriodType.OneDay, from: '2026-02-01', to: null }, now).getTime()).toBe(now.getTime() + DAY_MS);
  });

  it('duplicates: re-saving sends nothing new; a widening edit alerts only the newly matching', async () => {
    const dallas = await worker({ locations: [101] });
    const houston = await worker({ locations: [102] });
    const id = await publish();
    expect(await alerts(id, dallas.userId)).toHaveLength(1);
    expect(await alerts(id, houston.userId)).toHaveLength(0);
    const outbox = await t.count('outbox');
    await resave(id);
    expect(await t.count('outbox')).toBe(outbox);
    await resave(id, (job) => {
      job.details.locationIDs = [101, 102];
    });
    expect(await alerts(id, dallas.userId)).toHaveLength(1);
    expect(await alerts(id, houston.userId)).toHaveLength(1);
    // Narrowing and widening again sends nobody a second text.
    await resave(id, (job) => {
      job.details.locationIDs = [102];
    });
    await resave(id, (job) => {
      job.details.locationIDs = [101, 102];
    });
    expect(await alerts(id, dallas.userId)).toHaveLength(1);
    expect(await alerts(id, houston.userId)).toHaveLength(1);
    // A closed job's edit is refused before anything is matched.
    expect((await t.call('POST', employerJobsPaths.changeState(id, 0), { cookie: boss.cookie })).statusCode).toBe(200);
    const late = await worker({ locations: [102] });
    const refused = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: { ...validJob(t), id } });
    expect(refused.statusCode).toBe(409);
    expect(await alerts(id, late.userId)).toHaveLength(0);
  });

  it('an edit that widens a job alerts nobody who already applied to it or was hired (fresh-eyes review)', async () => {
    const houston = await worker({ locations: [102] });
    const hired = await worker({ locations: [102] });
    const id = await publish();
    for (const { userId } of [houston, hired]) {
      await t.db.insertInto('applicants').values({ job_id: id, user_id: userId, state: userId === hired.userId ? 1 : 0, created_at: t.clock.now() }).execute();
    }
    const newcomer = await worker({ locations: [102] });
    await resave(id, (job) => {
      job.details.locationIDs = [101, 102];
    });
    expect(await alerts(id, newcomer.userId)).toHaveLength(1);
    expect(await alerts(id, houston.userId)).toHaveLength(0);
    expect(await alerts(id, hired.userId)).toHaveLength(0);
  });

  it('opt-out: a STOPped phone is skipped; after START the next widening edit alerts it', async () => {
    const stopped = await worker({ locations: [102] });
    await t.db.insertInto('sms_opt_outs').values({ phone: stopped.phone, keyword: 'STOP' }).execute();
    const id = await publish((job) => {
      job.details.locationIDs = [101, 102];
    });
    expect(await alerted(id, stopped.userId)).toBe(false);
    await t.db.deleteFrom('sms_opt_outs').where('phone', '=', stopped.phone).execute();
    await resave(id, (job) => {
      job.details.locationIDs = [101, 102, 103];
    });
    expect(await alerts(id, stopped.userId)).toHaveLength(1);
  });

  it('the alerts are enqueued in the publishing transaction: a refused publish enqueues nothing', async () => {
    const limited = await database.build({ env: { POSTS_PER_PERIOD_JSON: '{"month":1}' } });
    const owner = await employer(limited);
    const watcher = await worker({ locations: [], all_zips: true, categories: [1] });
    const first = await limited.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: validJob(limited) });
    expect(first.statusCode).toBe(200);
    while (await limited.app.outbox.fill());
    expect(await alerted(first.json().id, watcher.userId)).toBe(true);
    const [outbox, marks, jobs] = [await t.count('outbox'), await countOf('job_alerts'), await countOf('jobs')];
    const refused = await limited.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: validJob(limited, { title: 'Second' }) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe(jobMessages.noPostsRemaining);
    expect([await t.count('outbox'), await countOf('job_alerts'), await countOf('jobs')]).toEqual([outbox, marks, jobs]);
  });

  it('publishing queues the alerts; the outbox worker sends them, and a failed pass loses none', async () => {
    const a = await worker();
    const response = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t) });
    const id: number = response.json().id;
    const queued = async () => (await t.db.selectFrom('job_alert_queue').select('job_id').where('job_id', '=', id).execute()).length;
    expect([await alerts(id, a.userId), await queued()]).toEqual([[], 1]);
    const failing = { make: () => { throw new Error('signing failed'); }, publicUrl: 'http://127.0.0.1' };
    await expect(sendQueuedJobAlerts(t.db, t.clock.now, failing)).rejects.toThrow('signing failed');
    expect([await alerts(id, a.userId), await queued()]).toEqual([[], 1]);
    while (await t.app.outbox.fill());
    expect([(await alerts(id, a.userId)).length, await queued()]).toEqual([1, 0]);
  });

  it('a job whose last day is over by the time its alerts go out alerts nobody', async () => {
    const a = await worker();
    const response = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t) });
    const id: number = response.json().id;
    await t.db.updateTable('jobs').set({ from_date: '2020-01-06', to_date: '2020-01-10' }).where('id', '=', id).execute();
    while (await t.app.outbox.fill());
    expect(await alerts(id, a.userId)).toEqual([]);
    expect(await t.db.selectFrom('job_alert_queue').select('job_id').where('job_id', '=', id).execute()).toEqual([]);
  });

  it('the outbox rows: one SMS per recipient, to their phone, not retried after an unknown outcome', async () => {
    const a = await worker();
    const id = await publish();
    const rows = await t.db.selectFrom('outbox').selectAll().where('user_id', '=', a.userId).where('body', 'like', `%/jobs/${id}/%`).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', recipient: a.phone, status: 'pending', retry_unknown_outcome: true });
  });

  const countOf = async (table: 'job_alerts' | 'jobs') =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0].n);
});
