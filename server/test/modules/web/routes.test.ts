import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';

describe('static web', () => {
  const database = useTestDatabase();
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'dutylink-web-'));
  let t: TestApp;

  beforeAll(async () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
      writeFileSync(path.join(webRoot, file), text);
    };
    write('shell/dist/index.html', '<!doctype html><title>DutyLink shell</title>');
    write('shell/dist/main.3f2a9c1b.js', 'console.log("shell")');
    write('remote-auth/dist/mf-manifest.json', '{"name":"remote_auth"}');
    write('remote-auth/dist/remoteEntry.js', 'var remote_auth;');
    write('remote-auth/dist/123.9a8b7c6d5e.js', 'chunk');
    t = await database.build({ env: { WEB_ROOT: webRoot, REMOTES_ALLOW_ORIGIN: 'https://shell.dutylink.test' } });
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  const page = (url: string) => t.call('GET', url, { headers: { accept: 'text/html,application/xhtml+xml' } });

  it('serves the shell at / without caching its page', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('DutyLink shell');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.call('GET', '/main.3f2a9c1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/employee/jobs', '/auth/verifyMail/employee/a%40b.com/token', '/landing'])('answers the client route %s with the shell page', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('DutyLink shell');
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
