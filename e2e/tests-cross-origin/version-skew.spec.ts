import { rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../tests/a11y';
import { signUpVerified } from '../tests/support';
import { manifestSkew, manifestV1, remoteOrigin, remotesFile } from '../cross-origin-env';

const FALLBACK = 'This part of DutyLink could not be loaded.';

/** Points remote_employee at `manifest` and waits until the app server answers with it. */
async function release(page: Page, manifest: string) {
  writeFileSync(remotesFile, JSON.stringify({ remote_employee: manifest }));
  await expect.poll(async () => (await (await page.request.get('/remotes.json')).json()).remote_employee).toBe(manifest);
}

test('a remote built against another major of a shared singleton shows the contained fallback, named, and never runs', async ({ page }) => {
  const requested: string[] = [];
  const errors: string[] = [];
  const crashes: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => crashes.push(String(error)));

  // The shell was built from the same catalog as v1: its react is the version the site provides.
  const v1 = (await (await page.request.get(manifestV1)).json()) as { shared: { name: string; version: string }[] };
  const provided = v1.shared.find((shared) => shared.name === 'react')?.version;
  expect(provided).toBeDefined();

  // A new account (the demo employee's code may just have been sent: its resend delay would apply).
  await signUpVerified(page, 'Employee');
  const home = page.getByRole('heading', { level: 1, name: 'Create profile' });
  await expect(home).toBeVisible();

  try {
    await release(page, manifestSkew);
    requested.splice(0);
    errors.splice(0);
    await page.reload();

    const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText(`This area (remote_employee) was built for react ^20.0.0; this site provides ${provided}.`);
    await expect(fallback).toContainText(`This area (remote_employee) was built for react-dom ^20.0.0; this site provides ${provided}.`);
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell's frame stays usable around it.
    await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();
    await expect(home).toHaveCount(0);
    await expectAccessible(page, 'version skew fallback');

    await expect.poll(() => errors.filter((text) => text.includes('remote_employee') && /\breact\b/.test(text) && text.includes('^20.0.0'))).toHaveLength(1);
    // Only the manifest was read: remoteEntry.js was not even fetched, so the remote's container
    // never ran and never put React 20 in the share scope.
    const fromSkew = () => [...new Set(requested.filter((url) => url.startsWith(`${remoteOrigin}/skew/`)))];
    expect(fromSkew()).toEqual([manifestSkew]);
    expect(await page.evaluate(() => 'remote_employee' in window)).toBe(false);

    // Retry cannot change the manifest: the area mounts again into the same fallback, still
    // without the entry.
    const shown = await fallback.elementHandle();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => shown?.evaluate((node) => node.isConnected)).toBe(false);
    await expect(fallback).toContainText('built for react ^20.0.0');
    expect(fromSkew()).toEqual([manifestSkew]);
    expect(requested.filter((url) => url.startsWith(`${remoteOrigin}/v1/`))).toEqual([]);

    // Rollback: the area renders again.
    await release(page, manifestV1);
    await page.reload();
    await expect(home).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
  } finally {
    rmSync(remotesFile, { force: true });
  }
  expect(crashes).toEqual([]);
});
