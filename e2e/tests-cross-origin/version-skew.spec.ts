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

test("a remote built against another major of a shared singleton fails into the area's fallback, and rollback restores it", async ({ page }) => {
  const requested: string[] = [];
  const errors: string[] = [];
  const crashes: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => crashes.push(String(error)));

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
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell's frame stays usable around it, and the remote's pages never ran.
    await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();
    await expect(home).toHaveCount(0);
    await expectAccessible(page, 'version skew fallback');
    // Module Federation refuses the remote's react (strictVersion): the remote's code
    // fails on its first render, and the area's error boundary logs it.
    await expect.poll(() => errors.filter((text) => text.startsWith('Remote remote_employee failed'))).not.toHaveLength(0);
    expect(requested.filter((url) => url.startsWith(`${remoteOrigin}/v1/`))).toEqual([]);

    // Retry cannot change the build: the area mounts again into the same fallback.
    const shown = await fallback.elementHandle();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => shown?.evaluate((node) => node.isConnected)).toBe(false);
    await expect(fallback).toBeVisible();
    await expect(home).toHaveCount(0);

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
