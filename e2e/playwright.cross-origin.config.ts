// The journeys that use remote-employee, with remote-employee served from another origin (another
// port, like a CDN) than the shell and the API; plus the checks of tests-cross-origin/. Nothing
// else differs from playwright.config.ts. Run: pnpm --filter e2e test:cross-origin
import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import base, { desktop } from './playwright.config';
import { appOrigin, appPort, manifestV1, remotePort, remotesFile } from './cross-origin-env';

// Left over from an interrupted run: the app must start on the environment's URL (v1).
if (!process.env.TEST_WORKER_INDEX) rmSync(remotesFile, { force: true });

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['tests/employee.spec.ts', 'tests/job-alerts.spec.ts', 'tests/visitor.spec.ts', 'tests-cross-origin/*.spec.ts'],
  use: { ...base.use, baseURL: appOrigin },
  // One app server (and the remote's origin) for the few journeys here.
  workers: 1,
  // Where remote-employee comes from does not depend on the screen: the desktop is enough.
  projects: [{ ...desktop, testIgnore: undefined }],
  webServer: [
    {
      command: 'node remote-origin-server.mjs',
      url: manifestV1,
      env: { REMOTE_ORIGIN_PORT: String(remotePort), REMOTE_ORIGIN_ALLOW: appOrigin },
      reuseExistingServer: false,
      // It builds the /probe/ release first (webpack: 50-100 s on two busy cores).
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node serve.mjs',
      url: `${appOrigin}/api/public/config`,
      env: { PORT: String(appPort), REMOTE_EMPLOYEE_URL: manifestV1, REMOTES_JSON_FILE: remotesFile },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
