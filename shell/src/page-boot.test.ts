import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ANONYMOUS_USER, PAGE_BOOT_ID } from '@dutylink/contracts';
import { ensureRemotesRegistered } from './federation';
import { readPageBoot } from './page-boot';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const boot = { remotes: { remote_auth: '/remotes/remote-auth/mf-manifest.json', remote_admin: 'https://cdn.example/admin/mf-manifest.json' }, user: ANONYMOUS_USER };

function pageWith(text: string | null) {
  document.body.innerHTML = text === null ? '' : `<script type="application/json" id="${PAGE_BOOT_ID}"></script>`;
  if (text !== null) document.getElementById(PAGE_BOOT_ID)!.textContent = text;
}

it('reads what the server wrote into the page, and nothing from a page without it or with broken JSON', () => {
  pageWith(JSON.stringify(boot));
  expect(readPageBoot()).toEqual(boot);
  pageWith(null);
  expect(readPageBoot()).toBeUndefined();
  pageWith('{"remotes":');
  expect(readPageBoot()).toBeUndefined();
});

it('registers the remotes the page brought, as absolute URLs, without fetching /remotes.json', async () => {
  const fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  await ensureRemotesRegistered(boot.remotes);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'remote_auth', entry: 'http://localhost/remotes/remote-auth/mf-manifest.json' },
    { name: 'remote_admin', entry: 'https://cdn.example/admin/mf-manifest.json' },
  ]);
});
