import { APPLICANT_NOTICE_INTERVAL_MINUTES, ApplicantState, employerJobsPaths, publicJobPath, Role } from '@dutylink/contracts';
import { subscriber } from '../../helpers/subscriptions';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee } from '../employees/fixtures';
import { dayOf, employer, validJob } from '../employers/fixtures';

const DAY_MS = 86_400_000;

/** Issue 18: the SMS alert's link, /jobs/{id}/{userId}?token=..., is a page the server renders, Apply a plain form. */
describe('the SMS job page', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let boss: { cookie: string; userId: number };
  beforeAll(async () => {
    t = await database.build({ env: { POSTS_PER_PERIOD_JSON: '{"month":500}' } });
    boss = await employer(t);
  });

  async function postJob(title = 'Concert security'): Promise<number> {
    const response = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t, { title }) });
    expect(response.statusCode).toBe(200);
    return response.json().id;
  }

  /** An officer's link to a job, as the SMS alert carries it. */
  async function link(jobId: number, officer?: { userId: number }): Promise<{ url: string; userId: number }> {
    const { userId } = officer ?? (await employee(t, true));
    const token = t.app.jobLinks.make(userId, jobId, new Date(t.clock.now().getTime() + DAY_MS));
    return { url: publicJobPath(jobId, userId, token), userId };
  }

  const open = (url: string, headers: Record<string, string> = {}) => t.call('GET', url, { headers: { accept: 'text/html', ...headers } });
  /** Apply as the page's form sends it: an empty form body, from our own page. */
  const apply = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });
  const applications = (jobId: number) => t.db.selectFrom('applicants').select(['user_id', 'state']).where('job_id', '=', jobId).execute();
  const employerTold = () => t.db.selectFrom('outbox').select('id').where('user_id', '=', boss.userId).where('body', 'like', '%pplicant%').execute();

  it('shows the job, its details and Apply as a form posting to the same link, with no script and no caching', async () => {
    const jobId = await postJob();
    const { url } = await link(jobId);
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('<h1 id="job-title">Concert security</h1>');
    expect(page.body).toContain('<title>DutyLink</title>');
    // The landing page's logo: the shield, hidden from screen readers, and the word mark that names the link.
    expect(page.body).toMatch(/<a class="mark" href="\/"><svg aria-hidden="true"[^]*?<\/svg>DutyLink<\/a>/);
    expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}"><button class="button" type="submit">Apply</button></form>`);
    expect(page.body).toContain(`<a class="link" href="/employee/jobs/${jobId}">Open this job in DutyLink</a>`);
    expect(page.body).toContain('<p class="description">Bag checks at the gate</p>');
    expect(page.body).toContain('<dt>Dress</dt><dd>Event T-shirt</dd>');
    expect(page.body).toContain('<dt>Location</dt><dd>Arena\n2500 Victory Ave, Dallas, TX 75219</dd>');
    expect(page.body).not.toContain('You applied to the job');
  });

  it("shows the employer's record of the last 90 days (issue 21)", async () => {
    const jobId = await postJob('Gate watch');
    const { url } = await link(jobId);
    expect((await open(url)).body).toContain(`<p class="note" role="note" aria-label="Employer's record">Last 90 days: New on DutyLink · No ratings yet</p>`);
    // Three hires, one of them cancelled.
    for (const state of [ApplicantState.Accepted, ApplicantState.Accepted, ApplicantState.Rejected]) {
      const officer = await employee(t, true);
      await t.db.insertInto('applicants').values({ job_id: jobId, user_id: officer.userId, state, reason: null, hired_at: t.clock.now(), created_at: t.clock.now(), updated_at: t.clock.now() }).execute();
    }
    expect((await open(url)).body).toContain('>Last 90 days: 3 hires · 33% cancelled by the employer · No ratings yet</p>');
  });

  it('Apply applies, tells the employer and answers 303 to the page saying Job Applied; twice changes nothing', async () => {
    const jobId = await postJob();
    const { url, userId } = await link(jobId);
    const told = (await employerTold()).length;
    // The address Apply answers with, opened without an application (withdrawn since, or typed): the page as it is.
    const notApplied = await open(`${url}&applied=1`);
    expect(notApplied.body).not.toContain('Job Applied');
    expect(notApplied.body).toContain('<button class="button" type="submit">Apply</button>');

    const applied = await apply(url);
    expect(applied.statusCode).toBe(303);
    expect(applied.headers.location).toBe(`${url}&applied=1`);
    expect(await applications(jobId)).toEqual([{ user_id: userId, state: ApplicantState.New }]);
    // The employer's digest of new applicants goes out a minute later.
    expect((await employerTold()).length).toBe(told);
    t.clock.advance(60_000);
    await t.app.outbox.drain();
    expect((await employerTold()).length).toBe(told + 1);

    const page = await open(applied.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 id="applied-title">Job Applied</h2>');
    expect(page.body).toContain('<p>You are now applied to this job</p>');
    expect(page.body).toContain(`<a class="button" href="${url.replace(/&/g, '&amp;')}">Got It</a>`);
    // The box says it once: no status note, no greyed Apply under it.
    expect(page.body).not.toContain('You applied to the job');
    expect(page.body).not.toContain('>Apply</button>');

    const again = await apply(url);
    expect(again.statusCode).toBe(303);
    expect(await applications(jobId)).toHaveLength(1);
    t.clock.advance(APPLICANT_NOTICE_INTERVAL_MINUTES * 60_000);
    await t.app.outbox.drain();
    expect((await employerTold()).length).toBe(told + 1);
    // Got It's page: the note stays, the box is gone.
    const back = await open(url);
    expect(back.body).not.toContain('Job Applied');
    expect(back.body).toContain('You applied to the job');
    expect(back.body).toContain('<button class="button" type="submit" disabled>Apply</button>');
  });

  it('a hire, a rejection and a closed job say so and keep Apply disabled', async () => {
    const jobId = await postJob();
    const hired = await link(jobId);
    const rejected = await link(jobId);
    for (const [who, state] of [
      [hired, ApplicantState.Accepted],
      [rejected, ApplicantState.Rejected],
    ] as const) {
      const now = t.clock.now();
      await t.db.insertInto('applicants').values({ job_id: jobId, user_id: who.userId, state, reason: null, created_at: now, updated_at: now }).execute();
    }
    expect((await open(hired.url)).body).toContain('<p class="note done">You were hired</p>');
    const refused = await apply(rejected.url);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('<strong>You were not selected for this job</strong>');
    expect(refused.body).toContain('Thank you for your interest, however you were not selected at this time');
    expect(refused.body).toContain('disabled>Apply</button>');

    const closed = await postJob();
    const { url } = await link(closed);
    await t.db.updateTable('jobs').set({ enabled: false }).where('id', '=', closed).execute();
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<span class="tag">Closed</span>');
    expect(page.body).toContain('This job was closed. It no longer takes applicants.');
    expect(page.body).toContain('disabled>Apply</button>');
    const onClosed = await apply(url);
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.headers['cache-control']).toBe('no-store');
    expect(onClosed.body).toContain('<div class="note error" role="alert"><p><strong>This job is closed</strong></p>');
    expect(onClosed.body).toContain('<a class="link" href="/employee/jobs">Find other jobs in DutyLink</a>');
    expect(await applications(closed)).toEqual([]);
  });

  it('an officer without a subscription or a filled profile is told what to do next, and nothing changes', async () => {
    const jobId = await postJob();
    const unsubscribed = await link(jobId, await subscriber(t, Role.Employee));
    const noProfile = await link(jobId, await employee(t, false));
    const told = (await employerTold()).length;

    const subscribe = await apply(unsubscribed.url);
    expect(subscribe.statusCode).toBe(403);
    expect(subscribe.body).toContain('<strong>A subscription is required to apply</strong>');
    expect(subscribe.body).toContain('<a class="link" href="/employee">Sign in to DutyLink to finish it</a>, then tap Apply again.');
    expect(subscribe.body).toContain('<button class="button" type="submit">Apply</button>');

    const profile = await apply(noProfile.url);
    expect(profile.statusCode).toBe(403);
    expect(profile.body).toContain('<strong>Fill in your profile first: General information, Permits &amp; Credentials, Notification settings, Experience</strong>');

    expect(await applications(jobId)).toEqual([]);
    expect((await employerTold()).length).toBe(told);
  });

  it('a past job is no longer available: the page says so, with the refusal', async () => {
    const jobId = await postJob();
    const { url } = await link(jobId);
    await t.db.updateTable('jobs').set({ from_date: dayOf(t.clock.now(), -3), to_date: dayOf(t.clock.now(), -2) }).where('id', '=', jobId).execute();
    expect((await open(url)).statusCode).toBe(404);
    const refused = await apply(url);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('<h1>Job not available</h1>');
    expect(refused.body).toContain('This job is no longer available');
    expect(await applications(jobId)).toEqual([]);
  });

  it('a forged, expired or someone else’s token, or a malformed link, gets 403 and no job', async () => {
    const jobId = await postJob('Secret stadium post');
    const other = await postJob();
    const { url, userId } = await link(jobId);
    const token = new URL(url, ORIGIN).searchParams.get('token')!;
    const expiring = t.app.jobLinks.make(userId, jobId, new Date(t.clock.now().getTime() + 60_000));
    const refused = [
      publicJobPath(jobId, userId, 'forged.token.value'),
      publicJobPath(jobId, userId, `${token.slice(0, -2)}xx`),
      publicJobPath(jobId, userId + 1, token),
      publicJobPath(other, userId, token),
      `/jobs/abc/${userId}?token=${token}`,
      `/jobs/0/${userId}?token=${token}`,
      `/jobs/${jobId}/${userId}?token=`,
    ];
    t.clock.advance(120_000);
    refused.push(publicJobPath(jobId, userId, expiring));
    for (const bad of refused) {
      for (const response of [await open(bad), await apply(bad)]) {
        expect([bad, response.statusCode]).toEqual([bad, 403]);
        expect(response.body).toContain('<h1>Job not available</h1>');
        expect(response.body).toContain('This job link is not valid or has expired.');
        expect(response.body).not.toContain('Secret stadium post');
      }
    }
    // Sign in: the employee's jobs in the app, whose guard has a visitor sign in as an employee first.
    expect((await open(publicJobPath(jobId, userId, 'forged'))).body).toContain('<a class="link" href="/employee/jobs">Sign in</a> to see your jobs.');
    expect(await applications(jobId)).toEqual([]);
  });

  it("never acts on a session cookie: without a token the address leads to the job's page in the employee area", async () => {
    const jobId = await postJob();
    const officer = await employee(t, true);
    const bare = `/jobs/${jobId}/${officer.userId}`;
    for (const cookie of [officer.cookie, undefined]) {
      const page = await open(bare, cookie ? { cookie } : {});
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe(`/employee/jobs/${jobId}`);
    }
    const malformed = await open(`/jobs/abc/${officer.userId}`);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain('<h1>Job not available</h1>');
    const posted = await apply(bare, { cookie: officer.cookie });
    expect(posted.statusCode).toBe(403);
    expect(await applications(jobId)).toEqual([]);
  });

  it('refuses a form from another site', async () => {
    const jobId = await postJob();
    const { url } = await link(jobId);
    expect((await apply(url, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await applications(jobId)).toEqual([]);
  });

  it('escapes every value: a title with a script shows as text', async () => {
    const jobId = await postJob('<script>alert("x")</script> & co');
    const { url } = await link(jobId);
    const page = await open(url);
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(page.body).not.toMatch(/<script/i);
  });
});
