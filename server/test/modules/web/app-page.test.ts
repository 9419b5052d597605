import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANONYMOUS_USER, BRAND, PAGE_BOOT_ID, remoteScripts, Role, type PageBoot } from '@dutylink/contracts';
import { bootedAppPage, remoteOfPage, remotePreloads } from '../../../src/modules/web/app-page';
import { subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';

const SHELL_PAGE = '<!doctype html><html><head><title>DutyLink</title><script defer src=/main.js?1a2b></script></head><body><div id=root></div></body></html>';
const manifest = (name: string, chunk: string) =>
  JSON.stringify({ name, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ assets: { js: { sync: [chunk, '__federation_expose_routes.1234abcd.js'], async: ['later.js'] } } }] });

/** The PageBoot written into a page, and the preloads in its head. */
function readPage(body: string): { boot: PageBoot; preloads: string[] } {
  const json = new RegExp(`<script type="application/json" id="${PAGE_BOOT_ID}">(.*?)</script>`).exec(body)?.[1];
  if (!json) throw new Error(`no boot data in ${body}`);
  return { boot: JSON.parse(json) as PageBoot, preloads: [...body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(([, href, as]) => `${as} ${href}`) };
}

describe('the app page', () => {
  const database = useTestDatabase();
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'dutylink-app-page-'));
  let t: TestApp;

  beforeAll(async () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
      writeFileSync(path.join(webRoot, file), text);
    };
    write('shell/dist/index.html', SHELL_PAGE);
    write('remote-auth/dist/mf-manifest.json', manifest('remote_auth', 'auth.1111aaaa.js'));
    write('remote-employee/dist/mf-manifest.json', manifest('remote_employee', 'employee.2222bbbb.js'));
    t = await database.build({ env: { WEB_ROOT: webRoot } });
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  const open = (url: string, cookie?: string) => t.call('GET', url, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it.each([[undefined], ['*/*'], ['text/*'], ['text/html;q=0.9, */*;q=0.8'], ['image/webp,*/*'], ['application/json, text/html']])(
    'opens a link from an SMS or an e-mail for a client that sends Accept %s (issue 37)',
    async (accept) => {
      const response = await t.call('GET', '/employee/shifts', { headers: accept ? { accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id=root>');
    },
  );

  it('answers 404 JSON to a client that asks for JSON only, and to what the app does not own', async () => {
    for (const [url, accept] of [['/employee/shifts', 'application/json'], ['/employee/shifts', 'application/json, text/html;q=0.5'], ['/api/nothing-here', '*/*'], ['/dev/nothing', 'text/html']] as const) {
      const response = await t.call('GET', url, { headers: { accept } });
      expect([url, accept, response.statusCode, response.headers['content-type']]).toEqual([url, accept, 404, expect.stringMatching(/json/)]);
    }
  });

  it("brings a visitor the remote map, the anonymous user and the preloads of remote_auth's code", async () => {
    const response = await open('/auth/verifyMail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    const { boot, preloads } = readPage(response.body);
    expect(boot).toEqual({ remotes: t.app.config.remotes, user: ANONYMOUS_USER });
    // Our own files as paths: resolved against whatever name the page was opened by, as the remote map is.
    expect(preloads).toEqual([
      'fetch /remotes/remote-auth/mf-manifest.json',
      'script /remotes/remote-auth/remoteEntry.js',
      'script /remotes/remote-auth/auth.1111aaaa.js',
      'script /remotes/remote-auth/__federation_expose_routes.1234abcd.js',
    ]);
    expect(response.body).toContain('crossorigin="anonymous"');
    // The shell's own script is untouched.
    expect(response.body).toContain('<script defer src=/main.js?1a2b></script>');
  });

  it("brings a signed-in employee their session and their area's code; a stranger's path of that area gets remote_auth's", async () => {
    const officer = await subscriber(t, Role.Employee);
    const { boot, preloads } = readPage((await open('/employee/jobs', officer.cookie)).body);
    expect(boot.user).toMatchObject({ id: officer.userId, role: Role.Employee });
    expect(boot.user).toEqual((await t.call('POST', '/api/auth/refresh', { cookie: officer.cookie })).json().user);
    expect(preloads[0]).toBe('fetch /remotes/remote-employee/mf-manifest.json');
    expect(readPage((await open('/', officer.cookie)).body).preloads[1]).toBe('script /remotes/remote-employee/remoteEntry.js');
    expect(readPage((await open('/employer/jobs', officer.cookie)).body).preloads[0]).toBe('fetch /remotes/remote-auth/mf-manifest.json');
  });

  it("links the officer's app's manifest on an officer's pages only (issue 39): the browser can install it there", async () => {
    const officer = await subscriber(t, Role.Employee);
    const manifest = '<link rel="manifest" href="/manifest.webmanifest">';
    const page = (await open('/employee/shifts', officer.cookie)).body;
    expect(page).toContain(manifest);
    expect(page).toContain(`<meta name="theme-color" content="${BRAND.navy}">`);
    expect(page).toContain('<link rel="apple-touch-icon" href="/app-icons/apple-touch-icon.png">');
    const boss = await subscriber(t, Role.Employer);
    for (const [url, cookie] of [['/employee/shifts', undefined], ['/employer/jobs', boss.cookie], ['/auth/verifyMail', undefined]] as const) {
      expect([url, (await open(url, cookie)).body.includes(manifest)]).toEqual([url, false]);
    }
  });

  it('forgets a session that is not valid, as auth/refresh does, and brings the anonymous user', async () => {
    const response = await open('/employee/jobs', 'dl_session=forged');
    expect(readPage(response.body).boot.user).toEqual(ANONYMOUS_USER);
    expect(String(response.headers['set-cookie'])).toMatch(/dl_session=;/);
  });

  it('serves the page without preloads when the remote has no readable manifest', async () => {
    rmSync(path.join(webRoot, 'remote-auth/dist/mf-manifest.json'));
    const { boot, preloads } = readPage((await open('/auth/verifyMail/employee')).body);
    expect(boot.user).toEqual(ANONYMOUS_USER);
    expect(preloads).toEqual([]);
  });
});

describe('bootedAppPage', () => {
  const boot: PageBoot = { remotes: { remote_auth: '/remotes/remote-auth/mf-manifest.json' }, user: { ...ANONYMOUS_USER, name: '</script><script>alert(1)</script>' } };

  it('writes the boot data so that no value can end its block', () => {
    const page = bootedAppPage(SHELL_PAGE, boot, [])!;
    expect(page).not.toContain('</script><script>alert(1)');
    expect(readPage(page).boot).toEqual(boot);
  });

  it('needs a </head> to write into, and keeps $ patterns as they are', () => {
    expect(bootedAppPage('<div id=root></div>', boot, [])).toBeUndefined();
    expect(bootedAppPage('<head></head>', { ...boot, user: { ...ANONYMOUS_USER, name: "$& $' $$" } }, [])).toContain(`"name":"$& $' $$"`);
  });
});

describe('remoteScripts', () => {
  it("lists a remote's entry and its routes' first scripts, or, for the officer's app to keep, their lazy pages too", () => {
    const body = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['routes.1111aaaa.js'], async: ['shifts.2222bbbb.js', 'routes.1111aaaa.js'] } } }],
      shared: [{ assets: { js: { sync: ['react.3333cccc.js'], async: [] } } }],
    });
    const at = new URL('https://cdn.example/employee/v7/mf-manifest.json');
    const names = (which: 'first' | 'all') => remoteScripts(at, body, which).map((url) => url.href.replace('https://cdn.example/employee/v7/', ''));
    expect(names('first')).toEqual(['remoteEntry.js', 'routes.1111aaaa.js']);
    // Each once; not the remote's own copies of the shared libraries, which the shell provides.
    expect(names('all')).toEqual(['remoteEntry.js', 'routes.1111aaaa.js', 'shifts.2222bbbb.js']);
    expect(remoteScripts(at, 'not json', 'all')).toEqual([]);
  });
});

describe('remotePreloads', () => {
  it("writes a remote of another origin's files as full addresses, and our own as paths", () => {
    const body = manifest('remote_employee', 'jobs.2222bbbb.js');
    expect(remotePreloads(new URL('https://cdn.example/employee/v7/mf-manifest.json'), body, 'https://dutylink.example')).toEqual([
      '<link rel="preload" href="https://cdn.example/employee/v7/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="https://cdn.example/employee/v7/remoteEntry.js" as="script">',
      '<link rel="preload" href="https://cdn.example/employee/v7/jobs.2222bbbb.js" as="script">',
      '<link rel="preload" href="https://cdn.example/employee/v7/__federation_expose_routes.1234abcd.js" as="script">',
    ]);
    expect(remotePreloads(new URL('https://dutylink.example/remotes/remote-employee/mf-manifest.json?v=2'), body, 'https://dutylink.example')[0]).toBe(
      '<link rel="preload" href="/remotes/remote-employee/mf-manifest.json?v=2" as="fetch" crossorigin="anonymous">',
    );
  });
});

describe('remoteOfPage', () => {
  const user = (role: Role, id = 7) => ({ ...ANONYMOUS_USER, id, role });
  it.each([
    ['/employee/jobs', user(Role.Employee), 'remote_employee'],
    ['/', user(Role.Admin), 'remote_admin'],
    ['/admin', user(Role.Admin), 'remote_admin'],
    ['/employer/jobs/active', user(Role.Employer), 'remote_employer'],
    ['/employer/jobs/active', user(Role.Employee), 'remote_auth'],
    ['/employee', ANONYMOUS_USER, 'remote_auth'],
    ['/auth/verifyMail', user(Role.Employee), 'remote_auth'],
    ['/', ANONYMOUS_USER, 'remote_auth'],
  ] as const)('%s for %o is %s', (pathname, who, remote) => {
    expect(remoteOfPage(pathname, who)).toBe(remote);
  });
});

describe('the policy pages', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build({ env: { TERMS_URL: 'https://docs.example/terms?v=1&lang=en' } });
  });

  it.each([
    ['/terms', 'Terms', 'Terms document', 'https://docs.example/terms?v=1&amp;lang=en'],
    ['/privacy', 'Privacy Policy', 'Privacy Policy document', '/policies/privacy.html'],
  ])('%s is a page without script: the document in a frame, and Back to sign-up', async (url, heading, frameTitle, src) => {
    const response = await t.call('GET', url, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
    // Spec section 2: every page's title is the product name, not "Terms · DutyLink".
    expect(response.body).toContain('<title>DutyLink</title>');
    expect(response.body).toContain(`<iframe title="${frameTitle}" src="${src}"></iframe>`);
    expect(response.body).toContain('<a class="link" href="/auth/signUp">Back</a>');
    expect(response.body).not.toContain('noindex');
  });

  it("opened from sign-up, Back returns to it with its role and returnUrl, and nothing else from the address", async () => {
    const page = async (query: string) => (await t.call('GET', `/terms?${query}`, { headers: { accept: 'text/html' } })).body;
    expect(await page('role=100&returnUrl=%2Femployer%2Fjobs')).toContain('<a class="link" href="/auth/signUp?role=100&amp;returnUrl=%2Femployer%2Fjobs">Back</a>');
    expect(await page('role=%22%3E%3Cb&returnUrl=https%3A%2F%2Fevil.example')).toContain('<a class="link" href="/auth/signUp">Back</a>');
  });
});
