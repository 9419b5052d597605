// `npm start`: install, build, and serve the DutyLink demo at http://localhost:8080 (PORT overrides):
// demo mode, asked for by name (DUTYLINK_MODE=demo): the embedded PostgreSQL (PGlite), demo data,
// the dev outbox and the local checkout (main.js loads the demo data from server/dist/demo.js). A real
// deployment runs server/dist/main.js without it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, buildIfStale, installIfMissing } from './setup.mjs';

installIfMissing();
buildIfStale();

const server = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, DUTYLINK_MODE: 'demo' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
