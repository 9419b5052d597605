import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { staticLandingPage } from '../../../src/modules/web/landing-page';
import { PRODUCTION_ENV, useTestDatabase, type TestApp } from '../../helpers/test-app';

describe('static web', () => {
  const database = useTestDatabase();
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'dutylink-web-'));
  let t: TestApp;

  beforeAll(async () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
      writeFileSync(path.join(webRoot, file), text);
    };
    write(
      'shell/dist/index.html',
      '<!doctype html><title>DutyLink shell</title><script defer src="/main.js"></script>' +
        '<body><noscript>DutyLink needs JavaScript to run.</noscript><div id="root"></div></body>',
    );
    write('remote-auth/dist/landing.html', '<div class="dl-landing"><h1>Efficient work</h1><a href="/auth/signIn">Sign In</a></div>\n');
    write('shell/dist/main.3f2a9c1b.js', 'console.log("shell")');
    write('remote-auth/dist/mf-manifest.json', '{"name":"remote_auth"}');
    write('remote-auth/dist/remoteEntry.js', 'var remote_auth;');
    write('remote-auth/dist/123.9a8b7c6d5e.js', 'chunk');
    write('shell/dist/main.3f2a9c1b.js.map', '{"version":3,"sources":["webpack://shell/./src/secret.ts"]}');
    write('remote-auth/dist/123.9a8b7c6d5e.js.map', '{"version":3,"sources":["webpack://remote_auth/./src/secret.ts"]}');
    t = await database.build({ env: { WEB_ROOT: webRoot, REMOTES_ALLOW_ORIGIN: 'https://shell.dutylink.test' } });
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  const page = (url: string) => t.call('GET', url, { headers: { accept: 'text/html,application/xhtml+xml' } });

  it.each(['/', '/landing'])('sends a visitor of %s the prerendered landing page without any script', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toBe(
      '<!doctype html><title>DutyLink shell</title><body><div id="root"><div class="dl-landing"><h1>Efficient work</h1>' +
        '<a href="/auth/signIn">Sign In</a></div></div></body>',
    );
  });

  it.each(['[', '[::1', 'a b', 'localhost:abc', '%'])('sends the landing page whatever the Host header says (%s)', async (host) => {
    const response = await t.call('GET', '/', { headers: { accept: 'text/html', host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Efficient work</h1>');
  });

  it.each(['/', '/landing'])('serves the app at %s to a browser with a session, which the shell sends home', async (url) => {
    const response = await t.call('GET', url, { headers: { accept: 'text/html', cookie: 'dl_session=anything' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script defer src="/main.js"></script>');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.call('GET', '/main.3f2a9c1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/employee/jobs', '/auth/verifyMail/employee/a%40b.com/token'])('answers the client route %s with the shell page', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script defer src="/main.js"></script>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/nope', '/dev/nope', '/remotes/remote-admin/mf-manifest.json', '/policies/nope.html'])('keeps %s out of the fallback', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ title: 'Not found' });
  });

  it('does not answer a script request with the page', async () => {
    expect((await t.call('GET', '/missing.js', { headers: { accept: '*/*' } })).statusCode).toBe(404);
  });

  it('serves a remote for other origins', async () => {
    const manifest = await t.call('GET', '/remotes/remote-auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('https://shell.dutylink.test');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await t.call('GET', '/remotes/remote-auth/123.9a8b7c6d5e.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('serves source maps in demo mode only: a real deployment does not publish its sources', async () => {
    const maps = ['/main.3f2a9c1b.js.map', '/remotes/remote-auth/123.9a8b7c6d5e.js.map'];
    for (const url of maps) expect((await t.call('GET', url)).body).toContain('secret.ts');
    const production = await database.build({ env: { ...PRODUCTION_ENV, WEB_ROOT: webRoot } });
    for (const url of [...maps, '/MAIN.3F2A9C1B.JS.MAP', '/remotes/remote-auth/123.9a8b7c6d5e.js%2emap']) {
      const response = await production.call('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
    expect((await production.call('GET', '/main.3f2a9c1b.js')).statusCode).toBe(200);
  });

  it('serves the policy documents', async () => {
    for (const url of ['/policies/terms.html', '/policies/privacy.html']) {
      const response = await t.call('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('DutyLink');
    }
  });
});

describe('static web before a build', () => {
  const database = useTestDatabase();

  it('starts without any built folder and says what to do', async () => {
    const t = await database.build();
    const response = await t.call('GET', '/', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});

describe('the landing page of a remote-auth released on another origin', () => {
  const database = useTestDatabase();
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'dutylink-web-'));
  const remotesFile = path.join(webRoot, 'remotes.json');
  let remote: Server;
  let origin: string;
  let fetches = 0;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<script src="/main.js"></script><div id="root"></div>');
    remote = createServer((request, response) => {
      fetches += 1;
      const release = /^\/(v1|v2)\/landing\.html$/.exec(request.url ?? '');
      response.writeHead(release ? 200 : 404, { 'content-type': 'text/html' }).end(release ? `<h1>Landing ${release[1]}</h1>` : 'missing');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    writeFileSync(remotesFile, JSON.stringify({ remote_auth: `${origin}/v1/mf-manifest.json` }));
    t = await database.build({ env: { WEB_ROOT: webRoot, REMOTES_JSON_FILE: remotesFile } });
  });
  afterAll(async () => {
    await new Promise((resolve) => remote.close(resolve));
    rmSync(webRoot, { recursive: true, force: true });
  });

  const landing = async () => (await t.call('GET', '/', { headers: { accept: 'text/html' } })).body;

  it('fetches the fragment next to the current manifest once a minute, and follows a release and a rollback', async () => {
    expect(await landing()).toBe('<div id="root"><h1>Landing v1</h1></div>');
    expect(await landing()).toBe('<div id="root"><h1>Landing v1</h1></div>');
    expect(fetches).toBe(1);

    writeFileSync(remotesFile, JSON.stringify({ remote_auth: `${origin}/v2/mf-manifest.json` }));
    expect(await landing()).toBe('<div id="root"><h1>Landing v2</h1></div>');
    writeFileSync(remotesFile, JSON.stringify({ remote_auth: `${origin}/v1/mf-manifest.json` }));
    expect(await landing()).toBe('<div id="root"><h1>Landing v1</h1></div>');
    expect(fetches).toBe(2);
  });

  it('serves the app when the release has no landing fragment', async () => {
    writeFileSync(remotesFile, JSON.stringify({ remote_auth: `${origin}/v0/mf-manifest.json` }));
    expect(await landing()).toBe('<script src="/main.js"></script><div id="root"></div>');
  });
});

describe('staticLandingPage', () => {
  it('needs an empty #root to fill', () => {
    expect(staticLandingPage('<div id="app"></div>', '<h1>Landing</h1>')).toBeUndefined();
  });

  it('fills the minified #root of the built shell page', () => {
    expect(staticLandingPage('<script defer src=/main.js?1a2b></script><div id=root></div>', '<h1>Landing</h1>')).toBe(
      '<div id="root"><h1>Landing</h1></div>',
    );
  });

  it('keeps $ patterns of the markup as they are', () => {
    expect(staticLandingPage('<div id="root"></div>', "<p>$& $' $$</p>")).toBe("<div id=\"root\"><p>$& $' $$</p></div>");
  });
});
