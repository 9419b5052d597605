import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpVerified } from '../tests/support';
import { appOrigin, manifestV1, manifestV2, remoteOrigin, remotesFile } from '../cross-origin-env';

/** Every URL the page asks for, the ones refused or failed, and console errors about CSP or CORS. */
function watch(page: Page) {
  const requested: string[] = [];
  const failed: string[] = [];
  const blocked: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // A request the page dropped itself by navigating on (the favicon on the way to sign-in) was refused by
    // nobody; CSP shows as ERR_BLOCKED_BY_CSP and CORS as ERR_FAILED.
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy|cors|cross-origin|access-control/i.test(message.text())) blocked.push(message.text());
  });
  page.on('pageerror', (error) => blocked.push(String(error)));
  return {
    requested,
    failed,
    blocked,
    fromRemote: (version: 'v1' | 'v2') => requested.filter((url) => url.startsWith(`${remoteOrigin}/${version}/`)),
    clear: () => requested.splice(0),
  };
}

test('the employee remote loads from its own origin: manifest, entry and chunks, allowed by CSP and CORS', async ({ page }) => {
  const seen = watch(page);
  const shell = await page.goto('/');
  const csp = shell?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src 'self' ${remoteOrigin}`));
  expect(csp).toMatch(new RegExp(`connect-src 'self' ${remoteOrigin}`));
  // A visitor downloads nothing of the employee area.
  await expect(page.getByRole('link', { name: 'Sign up as Employee' })).toBeVisible();
  expect(seen.requested.filter((url) => url.startsWith(remoteOrigin))).toEqual([]);

  expect(await (await page.request.get('/remotes.json')).json()).toMatchObject({ remote_employee: manifestV1 });
  await signIn(page, 'employee');
  // Rendered by remote-employee (the name in the header is the shell's).
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();

  const remote = seen.fromRemote('v1');
  expect(remote).toContain(manifestV1);
  expect(remote).toContain(`${remoteOrigin}/v1/remoteEntry.js`);
  expect(remote.some((url) => /\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  // Nothing of the employee area from the app's own origin, nothing refused.
  expect(seen.requested.filter((url) => url.startsWith(`${appOrigin}/remotes/remote-employee/`))).toEqual([]);
  expect(seen.failed).toEqual([]);
  expect(seen.blocked).toEqual([]);

  const manifest = await page.request.get(manifestV1, { headers: { Origin: appOrigin } });
  expect(manifest.headers()['access-control-allow-origin']).toBe(appOrigin);
  expect(manifest.headers()['content-type']).toMatch(/^application\/json/);
});

test('a newer build goes live by changing its manifest URL, and rolls back the same way, without touching the shell, in the officer\'s installed app too', async ({ page }) => {
  const seen = watch(page);
  // A new account (the demo employee's code was just sent: its resend delay would apply).
  await signUpVerified(page, 'Employee');
  const home = page.getByRole('heading', { level: 1, name: 'Create profile' });
  await expect(home).toBeVisible();
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-remote-build', /.*/);
  const ownScripts = () => seen.requested.filter((url) => url.startsWith(appOrigin) && new URL(url).pathname.endsWith('.js'));
  const shellScripts = ownScripts();
  expect(shellScripts.length).toBeGreaterThan(0);

  // The officer's app's service worker controls the page (issue 39): it must not keep an old release past a reload.
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  await expect.poll(controlled, { timeout: 30_000 }).toBe(true);

  try {
    // Release: one change of remote_employee's manifest URL; the next page load uses it.
    writeFileSync(remotesFile, JSON.stringify({ remote_employee: manifestV2 }));
    await expect.poll(async () => (await (await page.request.get('/remotes.json')).json()).remote_employee).toBe(manifestV2);
    seen.clear();
    await page.reload();
    await expect(home).toBeVisible();
    await expect(html).toHaveAttribute('data-remote-build', 'v2');
    expect(await controlled()).toBe(true);
    expect(seen.fromRemote('v2')).toContain(manifestV2);
    expect(seen.fromRemote('v1')).toEqual([]);

    // Rollback: the same one change, back.
    writeFileSync(remotesFile, JSON.stringify({ remote_employee: manifestV1 }));
    seen.clear();
    await page.reload();
    await expect(home).toBeVisible();
    await expect(html).not.toHaveAttribute('data-remote-build', /.*/);
    expect(seen.fromRemote('v1')).toContain(manifestV1);
    expect(seen.fromRemote('v2')).toEqual([]);
  } finally {
    rmSync(remotesFile, { force: true });
  }

  // The shell itself was the same build throughout: the same entry scripts, from the app's origin.
  expect(ownScripts().filter((url) => !shellScripts.includes(url))).toEqual([]);
  expect(seen.failed).toEqual([]);
  expect(seen.blocked).toEqual([]);
});
