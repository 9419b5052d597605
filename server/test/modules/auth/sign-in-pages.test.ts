import { formatPhone, Role } from '@dutylink/contracts';
import { newPhone, useTestDatabase, type Browser, type TestApp } from '../../helpers/test-app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (browser: Browser, url: string, fields: Record<string, string | string[]>, origin?: string | null) => {
  const body = new URLSearchParams(Object.entries(fields).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, one])));
  return browser.call('POST', url, { body: body.toString(), headers: FORM, ...(origin === undefined ? {} : { origin }) });
};
const digits = (code: string) => code.split('');
/** The text of a page without its markup, for reading what it says. */
const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#39;|&apos;/g, "'").replace(/\s+/g, ' ');
const consents = { agreeSms: 'on', agreeEmails: 'on', agreeTerms: 'on' };
/** A 303's next page, as the browser opens it (with the cookies the answer set). */
async function follow(browser: Browser, answer: { statusCode: number; headers: Record<string, unknown> }) {
  expect(answer.statusCode).toBe(303);
  return browser.call('GET', String(answer.headers.location));
}

describe('the sign-in and sign-up pages the server renders', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  it('draws sign-in without the app: role, masked phone, Sign Up keeping the role and returnUrl, the reason when a page sent the visitor', async () => {
    const page = await t.browser().call('GET', '/auth/signIn?role=100&returnUrl=%2Femployee%2Fjobs%2F12');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<input type="radio" name="role" value="100" checked>/);
    expect(page.body).not.toMatch(/value="1000"/);
    expect(page.body).toContain('<label for="phone">Cell phone</label>');
    expect(page.body).toContain('href="/auth/signUp?role=100&amp;returnUrl=%2Femployee%2Fjobs%2F12"');
    expect(text(page.body)).toContain('Sign in to see this job.');
    // The landing page's "Report a business" says why a visitor is asked to sign in.
    expect(text((await t.browser().call('GET', '/auth?returnUrl=%2Femployee%2Freport')).body)).toContain('Officers sign in to report a business.');
    // The app's scripts are not there: one small script of its own.
    expect(page.body.match(/<script/g)).toHaveLength(1);
    expect(page.body).toContain('<script src="/auth/sign-in.js" defer>');

    const admin = await t.browser().call('GET', '/auth?role=1000');
    expect(admin.body).toMatch(/value="1000" checked> Admin/);
    const signUp = await t.browser().call('GET', '/auth/signUp?role=1000');
    expect(signUp.body).not.toMatch(/value="1000"/);
    expect(signUp.body).toMatch(/value="0" checked> Employee/);
  });

  it('signs the demo employer in by phone and code and goes where they were going', async () => {
    const browser = t.browser();
    const phone = '+15555550101';
    const posted = await post(browser, '/auth/signIn?returnUrl=%2Femployer%2Fjobs', { step: 'send', role: '100', phone: formatPhone(phone) });
    // Post, redirect, get: Back and reload never post the form again.
    expect(posted.headers.location).toBe('/auth/signIn/code?role=100&returnUrl=%2Femployer%2Fjobs');
    const sent = await follow(browser, posted);
    expect(sent.statusCode).toBe(200);
    expect(text(sent.body)).toContain('Code sent');
    expect(text(sent.body)).toContain(`If ${formatPhone(phone)} has an Employer account, we texted it a 6-digit code.`);
    expect(sent.body).toContain('aria-label="Digit 6"');
    expect(sent.body).toContain('action="/auth/signIn/code?role=100&amp;returnUrl=%2Femployer%2Fjobs"');
    // Said once: a reload of the step does not say 'Code sent' again.
    expect(text((await browser.call('GET', String(posted.headers.location))).body)).not.toContain('Code sent');
    const code = await t.latestCode(phone);

    const signedIn = await post(browser, '/auth/signIn/code?role=100&returnUrl=%2Femployer%2Fjobs', { code: digits(code) });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/employer/jobs');
    expect(browser.cookies.has('dl_session')).toBe(true);
    const me = await browser.call('POST', 'auth/refresh');
    expect(me.json().user.role).toBe(Role.Employer);
    // Back to the code step once signed in: its state is gone, so the form, saying who is signed in.
    expect(browser.cookies.has('dl_signin')).toBe(false);
    const back = await follow(browser, await browser.call('GET', '/auth/signIn/code?role=100'));
    expect(text(back.body)).toContain('You are signed in as Erin Employer. Go to your account');
  });

  it('a wrong code shows the step again with why, empty boxes and no session; the right one then signs up to e-mail confirmation', async () => {
    const browser = t.browser();
    const phone = newPhone();
    const sent = await follow(browser, await post(browser, '/auth/signUp', { step: 'send', role: '0', phone: formatPhone(phone), ...consents }));
    expect(text(sent.body)).toContain(`Enter the 6-digit code we sent to ${formatPhone(phone)}.`);
    const code = await t.latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await follow(browser, await post(browser, '/auth/signUp/code?role=0', { code: digits(wrong) }));
    expect(text(refused.body)).toContain('The code is wrong or has expired. You can ask for a new one.');
    expect(refused.body).not.toMatch(/class="digit"[^>]*value=/);
    expect(browser.cookies.has('dl_session')).toBe(false);

    const short = await follow(browser, await post(browser, '/auth/signUp/code?role=0', { code: ['1', '2'] }));
    expect(text(short.body)).toContain('The code has 6 digits');

    const signedUp = await post(browser, '/auth/signUp/code?role=0', { code: digits(code) });
    expect(signedUp.statusCode).toBe(303);
    expect(signedUp.headers.location).toBe('/auth/verifyMail/employee');
    expect(await t.db.selectFrom('users').select('role').where('phone', '=', phone).execute()).toEqual([{ role: Role.Employee }]);
  });

  it('refuses a bad step 0 with the form again and what to correct, sending nothing', async () => {
    const browser = t.browser();
    const phone = newPhone();
    const missing = await post(browser, '/auth/signUp?role=100', { step: 'send', role: '100', phone: formatPhone(phone), agreeSms: 'on' });
    expect(missing.statusCode).toBe(400);
    expect(text(missing.body).match(/You must agree to continue/g)).toHaveLength(2);
    expect(missing.body).toMatch(/name="agreeSms" checked/);
    expect(missing.body).toMatch(/value="100" checked/);
    expect(missing.body).toContain(`value="${formatPhone(phone)}"`);

    const noPhone = await post(browser, '/auth/signIn', { step: 'send', role: '0', phone: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(text(noPhone.body)).toContain('Required');
    expect(await t.db.selectFrom('phone_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);

    // An admin cannot be chosen outside the admin entry, and a form from another site is refused.
    const admin = await follow(browser, await post(browser, '/auth/signIn', { step: 'send', role: '1000', phone: '+15555550100' }));
    expect(text(admin.body)).toContain('has an Employee account');
    const forged = await post(browser, '/auth/signIn', { step: 'send', role: '0', phone: formatPhone(phone) }, 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(text(forged.body)).toContain('This request did not come from DutyLink');
    expect(await t.db.selectFrom('phone_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('Change phone number brings the form back with the number; asking again within the wait keeps the code already sent', async () => {
    const browser = t.browser();
    const phone = newPhone();
    const step = await follow(browser, await post(browser, '/auth/signUp?role=100', { step: 'send', role: '100', phone: formatPhone(phone), ...consents }));
    expect(step.body).toContain('<a class="link" href="/auth/signUp?role=100">Change phone number</a>');
    const change = await browser.call('GET', '/auth/signUp?role=100');
    expect(change.body).toContain(`value="${formatPhone(phone)}"`);
    expect(change.body).toMatch(/name="agreeTerms" checked/);

    const again = await follow(browser, await post(browser, '/auth/signUp?role=100', { step: 'send', role: '100', phone: formatPhone(phone), ...consents }));
    expect(text(again.body)).toMatch(/Please wait \d+ seconds before asking for a new code\./);
    expect(again.body).toContain('aria-label="Digit 1"');
    const code = await t.latestCode(phone);
    const signedUp = await post(browser, '/auth/signUp/code?role=100', { code: digits(code) });
    expect(signedUp.headers.location).toBe('/auth/verifyMail/employer');
  });

  it('a code sent from another browser, or none at all, cannot be checked here', async () => {
    const answer = await post(t.browser(), '/auth/signIn/code', { code: digits('123456') });
    expect(answer.statusCode).toBe(400);
    expect(text(answer.body)).toContain('Your code has expired. Ask for a new one.');
  });

  it('a blocked account is told what to do on the code step, without a session', async () => {
    const phone = newPhone();
    await t.signUp(Role.Employee, phone);
    await t.db.updateTable('users').set({ enabled: false }).where('phone', '=', phone).execute();
    const browser = t.browser();
    await post(browser, '/auth/signIn', { step: 'send', role: '0', phone });
    const blocked = await follow(browser, await post(browser, '/auth/signIn/code', { code: digits(await t.latestCode(phone)) }));
    expect(text(blocked.body)).toContain('Your account is blocked');
    expect(text(blocked.body)).toMatch(/To ask why, or to have it unblocked, write to \S+@/);
    expect(browser.cookies.has('dl_session')).toBe(false);
  });

  it('opening the code step by address, without a code sent, leads back to the form', async () => {
    const answer = await t.browser().call('GET', '/auth/signIn/code?role=1000&returnUrl=%2Fadmin');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/auth/signIn?role=1000&returnUrl=%2Fadmin');
  });
});
