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
});
