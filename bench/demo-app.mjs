// The demo app as the browser benches measure it (budgets.mjs, waterfall.mjs): the existing production
// build served by server/dist/main.js the way e2e/serve.mjs does, and the demo accounts signed in
// through the API.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newJobBody } from '../e2e/new-job-body.mjs';
import { freePort, killGroup, onCleanup, sleep } from './processes.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

// Role numbers of packages/contracts (Role) and the demo accounts of server/src/db/demo/demo-data.ts.
export const ACCOUNTS = {
  admin: { role: 1000, phone: '+15555550100' },
  employer: { role: 100, phone: '+15555550101' },
  employee: { role: 0, phone: '+15555550102' },
};

/** rm -rf that retries a little: a browser may still be writing its profile when it exits. */
export async function removeFolder(folder) {
  for (let attempt = 0; ; attempt++) {
    try {
      rmSync(folder, { recursive: true, force: true });
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
      await sleep(200);
    }
  }
}

export function checkBuild() {
  // main.js loads the demo it seeds from demo.js beside it (server/bundle-options.cjs).
  const missing = ['shell/dist/index.html', 'server/dist/main.js', 'server/dist/demo.js'].filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length) {
    console.error(`Missing ${missing.join(' and ')}: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** The running server: whether it exited, and the end of its log for an error message. */
export const serverState = { exited: false, log: '' };

/** Starts server/dist/main.js on a free loopback port, with a throwaway PGlite folder and the demo data; its base URL. */
export async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'dutylink-bench-db-'));
  // The local builds are what is measured: no remote URLs from the caller's environment, demo mode
  // (its demo accounts sign in through the dev outbox).
  const env = { ...process.env, NODE_ENV: 'production', DUTYLINK_MODE: 'demo', HOST: '127.0.0.1', PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '' };
  for (const name of ['REMOTE_AUTH_URL', 'REMOTE_EMPLOYEE_URL', 'REMOTE_EMPLOYER_URL', 'REMOTE_ADMIN_URL', 'REMOTES_JSON_FILE', 'DEMO_DATA', 'PUBLIC_URL']) {
    delete env[name];
  }
  // Its own process group, so stopping it cannot miss a child; the log is kept for an error message.
  const server = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const state = Object.assign(serverState, { exited: false, log: '' });
  const keep = (chunk) => (state.log = (state.log + chunk).slice(-4000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  server.once('exit', () => (state.exited = true));
  onCleanup(async () => {
    await killGroup(server.pid, 10_000);
    await removeFolder(dataDir);
  });

  const base = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; await sleep(250)) {
    if (state.exited) throw new Error(`the server exited while starting:\n${state.log}`);
    if (Date.now() - started > 60_000) throw new Error(`the server did not answer within 60 s:\n${state.log}`);
    try {
      if ((await fetch(`${base}/api/public/config`)).ok) break;
    } catch {
      // not listening yet
    }
  }
  // A first request warms Fastify's static file handling, so run 1 does not pay it in its TTFB.
  await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
  return base;
}

// ---------------------------------------------------------------------------------------------------
// Signing in through the API, as e2e/tests/support.ts does: send a code, read it from the dev outbox,
// verify it, keep the session cookie. Each role signs in once (a phone must wait 30 s to resend).

async function apiPost(base, path, { cookie, body = {} } = {}) {
  // State-changing calls need an Origin the server knows, and a JSON body.
  const headers = { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  const response = await fetch(`${base}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST /api/${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function waitForCode(base, phone, sentAt) {
  for (const started = Date.now(); Date.now() - started < 15_000; await sleep(250)) {
    const messages = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json();
    // The outbox stamps in the server's clock, which is this machine's: a second of slack is plenty.
    const message = messages.find((m) => new Date(m.createdAt).getTime() >= sentAt - 1000 && /\b\d{6}\b/.test(m.body));
    if (message) return /\b(\d{6})\b/.exec(message.body)[1];
  }
  throw new Error(`no sign-in code for ${phone} in the dev outbox within 15 s`);
}

/** The `Cookie` header value of a fresh session of the demo account `who`. */
export async function signIn(base, who) {
  const { role, phone } = ACCOUNTS[who];
  const sentAt = Date.now();
  const sent = await apiPost(base, `auth/signIn/phoneSendCode/${role}/${encodeURIComponent(phone)}`);
  // The code works only from the browser that asked for it: its device cookie goes back with the code.
  const device = sent.headers.getSetCookie().find((c) => c.startsWith('dl_device=')).split(';')[0];
  const code = await waitForCode(base, phone, sentAt);
  const response = await apiPost(base, `auth/signIn/phoneVerify/${role}/${encodeURIComponent(phone)}/${code}`, { cookie: device });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('dl_session='));
  if (!cookie) throw new Error(`signing ${who} in set no session cookie`);
  return cookie.split(';')[0];
}

/**
 * The link of a real SMS job alert, as the demo employee would open it from a phone: the demo employee
 * watches category 1 everywhere, the demo employer publishes a job in it (the journeys' job body), and the alert is read from the dev outbox. `cookies` holds the two sessions (signIn).
 */
export async function smsJobLink(base, cookies) {
  const watching = { anySalary: true, atLeastSalary: null, salaryType: 0, categories: [1], subCategories: [], locations: [], allZips: true, ziPs: [] };
  await apiPost(base, 'employees/profile/notifications', { cookie: cookies.employee, body: watching });
  const editable = await (await fetch(`${base}/api/employers/jobs/getEditable/0`, { headers: { cookie: cookies.employer } })).json();
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const job = newJobBody(editable, 'Budget run: event security', day);
  const sentAt = Date.now();
  await apiPost(base, 'employers/jobs', { cookie: cookies.employer, body: job });
  const phone = ACCOUNTS.employee.phone;
  for (const started = Date.now(); Date.now() - started < 15_000; await sleep(250)) {
    const messages = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json();
    const alert = messages.find((m) => new Date(m.createdAt).getTime() >= sentAt - 1000 && /\/jobs\/\d+\/\d+\?token=/.test(m.body));
    const link = alert && new URL(/https?:\/\/\S+/.exec(alert.body)[0]);
    if (link) return `${link.pathname}${link.search}`;
  }
  throw new Error(`no job alert for the demo employee (${phone}) in the dev outbox within 15 s`);
}
