// Addresses of the cross-origin run (playwright.cross-origin.config.ts), shared by its specs.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const appPort = Number(process.env.E2E_PORT ?? 8193);
export const appOrigin = `http://127.0.0.1:${appPort}`;
export const remotePort = Number(process.env.REMOTE_ORIGIN_PORT ?? appPort + 1);
/** The remote served from the other origin, and where remote-origin-server.mjs serves its versions. */
export const remoteOrigin = `http://127.0.0.1:${remotePort}`;
export const manifestV1 = `${remoteOrigin}/v1/mf-manifest.json`;
export const manifestV2 = `${remoteOrigin}/v2/mf-manifest.json`;
/** The same build claiming React 20 for its react and react-dom share keys. */
export const manifestSkew = `${remoteOrigin}/skew/mf-manifest.json`;
/** A release built from e2e/remote-probe: remote-employee's routes and a MUI component the shell never drew. */
export const manifestProbe = `${remoteOrigin}/probe/mf-manifest.json`;
/** The app server's REMOTES_JSON_FILE: absent means the environment's REMOTE_EMPLOYEE_URL (v1). */
export const remotesFile = join(tmpdir(), `dutylink-e2e-remotes-${appPort}.json`);
