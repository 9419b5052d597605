import { defineConfig, type Project } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8191);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * Journeys run in E2E_WORKERS workers (2 by default), each against a server of its own on the next port
 * (its own database and demo data: tests/support.ts gives each worker its baseURL), so a journey never
 * counts another's rows. Much of a journey is waiting (for the server, the outbox, a page): one worker
 * took about 47 minutes of CI's 90 (README, "Working on it").
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Each journey runs in one project: on a 390 x 844 phone by touch the journeys about the phone (the officer's:
 * SMS links, sign-in, My shifts, check-in, permits, the phone's own layouts), and on a desktop the rest (the
 * company's and the admin's desks, subscriptions, navigation). every-page.spec.ts, a smoke pass of every page,
 * runs in both, so every page is seen at both sizes. Both fail on a page that scrolls sideways
 * (tests/screen-watch.ts); on the phone, journeys tap, and reach the header's pages through the Menu drawer
 * (tests/support.ts). One project alone: `npx playwright test --project=phone`.
 */
const PHONE_JOURNEYS = [
  'phone',
  'sign-in',
  'sign-up',
  'employee',
  'job-alerts',
  'job-notices',
  'job-changes',
  'shifts',
  'confirmations',
  'backfill',
  'distance',
  'permits',
  'permit-documents',
  'visitor',
  'loading-path',
  'officer-app',
].map((name) => `**/${name}.spec.ts`);

export const desktop: Project = {
  name: 'desktop',
  use: { viewport: { width: 1280, height: 720 } },
  testIgnore: PHONE_JOURNEYS,
};

export const phone: Project = {
  name: 'phone',
  use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  testMatch: [...PHONE_JOURNEYS, '**/every-page.spec.ts'],
};

export default defineConfig({
  testDir: './tests',
  // The long journeys also run axe on every screen they reach (about half a second each). A guard against a hang,
  // not a speed check: on a machine measured half as fast (2026-11-25) the employer's journey took 168 s on
  // the desktop and passed 180 s on the phone.
  timeout: 360_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A click or tap on a target that never comes (a toast that closed, a dialog that did not open) fails in a
    // minute with what it waited for, instead of holding the worker for the journey's 6 minutes. The slowest
    // action seen under load (a sign-in code box at load 8) took seconds, not tens of them.
    actionTimeout: 60_000,
    // Recording a trace cost a third of the run's time (screencast and snapshots of every action), even when
    // it was thrown away on a pass. To record one: `npx playwright test <file> --trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [desktop, phone],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port + index}/api/public/config`,
    env: { PORT: String(port + index) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
