import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '../../helpers/test-app';

describe('public configuration', () => {
  const database = useTestDatabase();

  it('lists the remotes at their default places', async () => {
    const t = await database.build();
    const response = await t.call('GET', '/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      remote_auth: '/remotes/remote-auth/mf-manifest.json',
      remote_employee: '/remotes/remote-employee/mf-manifest.json',
      remote_employer: '/remotes/remote-employer/mf-manifest.json',
      remote_admin: '/remotes/remote-admin/mf-manifest.json',
    });
    expect((await t.call('GET', 'public/config')).json()).toEqual({ termsUrl: '/policies/terms.html', privacyUrl: '/policies/privacy.html' });
  });

  it('takes each remote and policy URL from the environment', async () => {
    const t = await database.build({
      env: {
        REMOTE_ADMIN_URL: 'https://cdn.dutylink.test/admin/2.1.0/mf-manifest.json',
        REMOTE_AUTH_URL: 'http://localhost:3001/mf-manifest.json',
        TERMS_URL: 'https://legal.dutylink.test/terms',
        PRIVACY_URL: 'https://legal.dutylink.test/privacy',
      },
    });
    expect((await t.call('GET', '/remotes.json')).json()).toEqual({
      remote_auth: 'http://localhost:3001/mf-manifest.json',
      remote_employee: '/remotes/remote-employee/mf-manifest.json',
      remote_employer: '/remotes/remote-employer/mf-manifest.json',
      remote_admin: 'https://cdn.dutylink.test/admin/2.1.0/mf-manifest.json',
    });
    expect((await t.call('GET', 'public/config')).json()).toEqual({ termsUrl: 'https://legal.dutylink.test/terms', privacyUrl: 'https://legal.dutylink.test/privacy' });
  });

  describe('REMOTES_JSON_FILE', () => {
    let dir: string;
    let file: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'dutylink-remotes-'));
      file = path.join(dir, 'remotes.json');
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1].trim();

    it('releases and rolls back one remote by editing the file, without a restart; CSP follows', async () => {
      const t = await database.build({ env: { REMOTES_JSON_FILE: file, REMOTE_EMPLOYEE_URL: 'https://cdn.dutylink.test/employee/1.0.0/mf-manifest.json' } });
      // No file yet: the environment's URLs.
      expect((await t.call('GET', '/remotes.json')).json().remote_employee).toBe('https://cdn.dutylink.test/employee/1.0.0/mf-manifest.json');

      writeFileSync(file, JSON.stringify({ remote_employee: 'https://cdn2.dutylink.test/employee/1.1.0/mf-manifest.json' }));
      const released = await t.call('GET', '/remotes.json');
      expect(released.headers['cache-control']).toBe('no-cache');
      expect(released.json()).toEqual({
        remote_auth: '/remotes/remote-auth/mf-manifest.json',
        remote_employee: 'https://cdn2.dutylink.test/employee/1.1.0/mf-manifest.json',
        remote_employer: '/remotes/remote-employer/mf-manifest.json',
        remote_admin: '/remotes/remote-admin/mf-manifest.json',
      });
      expect(scriptSrc(released.headers['content-security-policy'])).toBe("'self' https://cdn2.dutylink.test");

      writeFileSync(file, JSON.stringify({ remote_employee: 'https://cdn.dutylink.test/employee/1.0.0/mf-manifest.json' }));
      const rolledBack = await t.call('GET', '/remotes.json');
      expect(rolledBack.json().remote_employee).toBe('https://cdn.dutylink.test/employee/1.0.0/mf-manifest.json');
      expect(scriptSrc(rolledBack.headers['content-security-policy'])).toBe("'self' https://cdn.dutylink.test");
    });

    it('keeps the environment URLs when the file is broken', async () => {
      writeFileSync(file, '{ not json');
      const t = await database.build({ env: { REMOTES_JSON_FILE: file } });
      const response = await t.call('GET', '/remotes.json');
      expect(response.statusCode).toBe(200);
      expect(response.json().remote_employee).toBe('/remotes/remote-employee/mf-manifest.json');
      expect(scriptSrc(response.headers['content-security-policy'])).toBe("'self'");
    });
  });
});
