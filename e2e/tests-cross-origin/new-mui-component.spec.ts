import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BRAND } from '@dutylink/contracts';
import { signUpVerified } from '../tests/support';
import { manifestProbe, manifestV1, remoteOrigin, remotesFile } from '../cross-origin-env';

const SHELL_DIST = join(__dirname, '..', '..', 'shell', 'dist');

/** Every source file the shell's build holds, from its source maps: what the deployed shell can provide. */
function shellSources(): string[] {
  return readdirSync(SHELL_DIST)
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => (JSON.parse(readFileSync(join(SHELL_DIST, file), 'utf8')) as { sources: string[] }).sources);
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

async function release(page: Page, manifest: string) {
  writeFileSync(remotesFile, JSON.stringify({ remote_employee: manifest }));
  await expect.poll(async () => (await (await page.request.get('/remotes.json')).json()).remote_employee).toBe(manifest);
}

test("a release of a remote that starts using a MUI component the shell never drew renders against the built shell, with the shell's theme", async ({ page }) => {
  // The shell as built is the deployed one: it holds no Slider, but it provides MUI's core.
  const sources = shellSources();
  expect(sources.filter((source) => source.includes('/@mui/material/Slider/'))).toEqual([]);
  expect(sources.some((source) => source.includes('/@mui/system/'))).toBe(true);

  // The probe's own copies of the shared core (React, Emotion, @mui/system): it carries them, and must not load them.
  const probe = (await (await page.request.get(manifestProbe)).json()) as { shared: ManifestShared[] };
  const ownCore = probe.shared
    .filter(({ name }) => /^(react|react-dom|@emotion\/|@mui\/system)(\/|$)/.test(name))
    .flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
  expect(ownCore.length).toBeGreaterThan(0);

  const requested: string[] = [];
  const crashes: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('pageerror', (error) => crashes.push(String(error)));
  // A new account (the demo employee's code may just have been sent: its resend delay would apply).
  await signUpVerified(page, 'Employee');
  const home = page.getByRole('heading', { level: 1, name: 'Create profile' });
  await expect(home).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Probe hours' });

  try {
    await release(page, manifestProbe);
    requested.splice(0);
    await page.reload();
    // The area renders: its own page, and the component the shell does not have.
    await expect(home).toBeVisible();
    await expect(slider).toBeVisible();
    // One MUI core on the page: the slider takes the shell's theme (navy, not MUI's default blue), and the
    // probe's own contained button the theme's default props (no elevation), which live in @mui/system.
    await expect(page.locator('.MuiSlider-root')).toHaveCSS('color', rgb(BRAND.navy));
    await expect(page.getByRole('button', { name: 'Probe button' })).toHaveCSS('box-shadow', 'none');
    const fromProbe = requested.filter((url) => url.startsWith(`${remoteOrigin}/probe/`)).map((url) => new URL(url).pathname.replace('/probe/', ''));
    expect(fromProbe).toContain('remoteEntry.js');
    expect(fromProbe.filter((file) => ownCore.includes(file))).toEqual([]);

    // Rollback: the release before it, the same one change.
    await release(page, manifestV1);
    await page.reload();
    await expect(home).toBeVisible();
    await expect(slider).toHaveCount(0);
  } finally {
    rmSync(remotesFile, { force: true });
  }
  expect(crashes).toEqual([]);
});
