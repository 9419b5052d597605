// Serves the production build the way `npm start` does (demo mode: the journeys read codes from the
// dev outbox and pay at the dev checkout), on loopback, with a throwaway PGlite folder and the demo
// data; removes the folder when Playwright stops it. E2E_SERVER_MAIN points at
// another server bundle (default server/dist/main.js; the demo it seeds is the demo.js beside it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'dutylink-e2e-'));
const server = spawn(process.execPath, [resolve(root, process.env.E2E_SERVER_MAIN ?? 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DUTYLINK_MODE: 'demo',
    HOST: '127.0.0.1',
    // The links the server sends are built from it: the address the browser uses.
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 8080}`,
    PGLITE_DIR: dataDir,
    DATABASE_URL: '',
    // Every journey signs in from the one loopback address, the demo accounts many times an hour in
    // each project; the hourly cap per phone and source (5) and the per-address limits per minute
    // (30 codes sent, 60 checked) have their own server tests. On a fast machine the suite sent
    // more than 30 codes in a minute and met 429s.
    CODE_MAX_SENDS_PER_HOUR: '1000',
    RATE_LIMIT_SEND_PER_MINUTE: '1000',
    RATE_LIMIT_VERIFY_PER_MINUTE: '1000',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
