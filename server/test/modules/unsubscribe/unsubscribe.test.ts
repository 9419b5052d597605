import { ApplicantNotices, employerJobsPaths, employerProfilePaths } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { htmlProblems, useMailedApps } from '../../helpers/email';
import { applicantOf, employer, validJob } from '../employers/fixtures';

const MINUTE = 60_000;

describe('one-click unsubscribe from applicant notices (issue 37, RFC 8058)', () => {
  const database = useTestDatabase();
  const mailed = useMailedApps(database);
  let t: TestApp;
  let sender: TestApp;
  let mail: typeof mailed.mail;
  beforeAll(() => ({ app: t, sender, mail } = mailed));

  const choice = async (userId: number) => (await t.db.selectFrom('users').select('applicant_notices').where('id', '=', userId).executeTakeFirstOrThrow()).applicant_notices;

  /** An employer who chose e-mail, and the applicant digest of their new job as the mail server received it. */
  async function employerMailed() {
    const owner = await employer(t);
    expect((await t.call('POST', employerProfilePaths.notices, { cookie: owner.cookie, body: { applicantNotices: 'email' } })).statusCode).toBe(200);
    const posted = await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: validJob(t, { title: 'Lobby watch' }) });
    await applicantOf(t, posted.json().id);
    t.clock.advance(MINUTE + 1000);
    sender.clock.current = t.clock.now();
    await sender.app.outbox.drain();
    const notices = (await mail.received(`user${owner.userId}@example.com`)).filter((m) => m.subject === 'A new applicant for Lobby watch');
    expect(notices).toHaveLength(1);
    return { owner, notice: notices[0]! };
  }

  /** The header lines of a received message, folded lines joined. */
  const headerLines = (raw: string) => raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const unsubscribeAddress = (raw: string) => /^List-Unsubscribe: <([^>]+)>$/m.exec(headerLines(raw))?.[1];

  /** The RFC 8058 POST as a mail provider sends it: from its own servers (no Origin), the one-click body. */
  const oneClick = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

  it('sends applicant notices with List-Unsubscribe and One-Click, whose POST turns them off without signing in', async () => {
    const { owner, notice } = await employerMailed();
    const address = unsubscribeAddress(notice.raw);
    expect(address).toMatch(new RegExp(`^http://localhost:8080/unsubscribe/applicant-notices/${owner.userId}\\.[\\w-]{43}$`));
    expect(headerLines(notice.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(notice.raw).toMatch(/Content-Type: multipart\/alternative;[\s\S]*Content-Type: text\/plain; charset=utf-8[\s\S]*Content-Type: text\/html; charset=utf-8/);
    // The way out is in both parts too, for a reader whose client shows no unsubscribe button.
    expect(notice.text).toContain(`Stop applicant notices by email: ${address}`);
    expect(notice.html).toContain(`<a href="${address}">Stop applicant notices by email</a>`);
    expect(await htmlProblems(notice.html as string)).toEqual([]);
    const path = new URL(address!).pathname;

    // Opening the link (or a scanner following it) only asks.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<button type="submit">Turn off applicant notices</button>');
    expect(page.body).toContain('<a href="http://localhost:8080/employer/profile">Open my notification settings</a>');
    expect(await htmlProblems(page.body)).toEqual([]);
    expect(await choice(owner.userId)).toBe(ApplicantNotices.Email);

    const done = await oneClick(path);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Applicant notices are off');
    expect(await choice(owner.userId)).toBe(ApplicantNotices.Off);
    expect((await t.call('GET', employerProfilePaths.notices, { cookie: owner.cookie })).json()).toMatchObject({ applicantNotices: 'off' });
    // Again (a provider's retry): nothing more to change.
    const again = await oneClick(path);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You no longer get applicant notices by email: they are off.');
  });

  it('refuses a forged, altered or malformed link with 404 and changes nothing', async () => {
    const { owner, notice } = await employerMailed();
    const other = await employer(t);
    await t.call('POST', employerProfilePaths.notices, { cookie: other.cookie, body: { applicantNotices: 'email' } });
    const path = new URL(unsubscribeAddress(notice.raw)!).pathname;
    const signature = path.split('.').pop()!;
    const forged = [
      `/unsubscribe/applicant-notices/${other.userId}.${signature}`,
      `/unsubscribe/applicant-notices/${owner.userId}.${'A'.repeat(43)}`,
      `/unsubscribe/applicant-notices/${owner.userId}.${signature.slice(0, -1)}`,
      `/unsubscribe/applicant-notices/${owner.userId}`,
      `/unsubscribe/applicant-notices/${owner.userId}.${signature}.x`,
    ];
    for (const url of forged) {
      expect((await oneClick(url)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect([await choice(owner.userId), await choice(other.userId)]).toEqual([ApplicantNotices.Email, ApplicantNotices.Email]);

    // A genuine link from an old e-mail never switches off the text messages chosen since.
    await t.call('POST', employerProfilePaths.notices, { cookie: owner.cookie, body: { applicantNotices: 'sms' } });
    const stale = await oneClick(path);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('You no longer get applicant notices by email: they come by text message.');
    expect(await choice(owner.userId)).toBe(ApplicantNotices.Sms);
  });
});
