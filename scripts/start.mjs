// `npm start`: install, build, and serve DutyLink at http://localhost:8080 (PORT overrides)
// on the embedded PostgreSQL (PGlite) with demo data.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, buildIfStale, installIfMissing } from './setup.mjs';

installIfMissing();
buildIfStale();

const server = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
