// The processes the load benches start and watch: the production server (server/dist/main.js), a Fastify
// hello-world to compare with, their logs, and the CPU each uses (Linux /proc).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, killGroup, onCleanup, sleep } from './processes.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** The production bundle the benches serve; BENCH_SERVER_MAIN names another build's (an earlier commit's, to compare). */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN || join(ROOT, 'server/dist/main.js');

/** Starts `args` with node, output to `logFile`; resolves once GET `probe` answers 200. */
export async function startProcess(name, args, env, probe, logFile) {
  const port = await freePort();
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...env, PORT: String(port) }, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const state = { exited: false, base: `http://127.0.0.1:${port}`, logFile, name, pid: child.pid };
  child.once('exit', () => (state.exited = true));
  onCleanup(() => killGroup(child.pid, 30_000));
  for (const started = Date.now(); ; await sleep(200)) {
    if (state.exited) throw new Error(`${name} exited while starting:\n${logTail(logFile)}`);
    if (Date.now() - started > 60_000) throw new Error(`${name} did not answer within 60 s:\n${logTail(logFile)}`);
    try {
      if ((await fetch(`${state.base}${probe}`)).ok) return state;
    } catch {
      // not listening yet
    }
  }
}

export const logTail = (file) => (existsSync(file) ? readFileSync(file, 'utf8').slice(-3000) : '');

/** What a pino error line says, in short: its message and the error's message, code, detail and where. */
function shortError(line) {
  try {
    const { msg, err = {} } = JSON.parse(line);
    return `  ${msg}: ${[err.message, err.code, err.detail, err.where?.split('\n')[0]].filter(Boolean).join(' | ')}`;
  } catch {
    return `  ${line.slice(0, 300)}`;
  }
}

/** The last error lines (pino level 50 and up) of a server log, in short. */
export function serverErrors(file) {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((line) => /"level":[56]\d/.test(line)) : [];
  return lines.length ? `  server errors (last 5 of ${lines.length}):\n${lines.slice(-5).map(shortError).join('\n')}` : '  (no error in the server log)';
}

/**
 * The production bundle with production settings but two: DUTYLINK_MODE=demo, because outside it the
 * server refuses to start without Twilio, SMTP, Stripe and an https PUBLIC_URL (the dev providers it
 * uses instead send nothing), with DEMO_DATA=0; and a posts allowance large enough for the publishing case.
 */
export function startDutyLink(databaseUrl, logDir, { env: extra = {}, name = 'server' } = {}) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(REMOTE|REMOTES|STRIPE|TWILIO|SMTP|PGLITE|LOG_LEVEL|POSTS_PER_PERIOD)/.test(key)) delete env[key];
  const allowance = JSON.stringify({ day: 100_000, week: 100_000, month: 100_000, year: 100_000 });
  Object.assign(env, { NODE_ENV: 'production', DUTYLINK_MODE: 'demo', DEMO_DATA: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, POSTS_PER_PERIOD_JSON: allowance }, extra);
  delete env.PUBLIC_URL;
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  return startProcess(`${process.env.BENCH_SERVER_MAIN || 'server/dist/main.js'} (${name})`, [...profile, SERVER_MAIN], env, '/api/public/config', join(logDir, `${name}.log`));
}

const HELLO_WORLD = `
const app = require(process.env.FASTIFY_PATH)();
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

export function startHelloWorld(logDir) {
  const fastifyPath = createRequire(join(ROOT, 'server/package.json')).resolve('fastify');
  return startProcess('hello-world', ['-e', HELLO_WORLD], { PATH: process.env.PATH, NODE_ENV: 'production', FASTIFY_PATH: fastifyPath }, '/', join(logDir, 'hello.log'));
}

// ---------------------------------------------------------------------------------------------------
// Where the CPU goes during a case (Linux /proc; elsewhere, or with a remote PostgreSQL, that part reads
// 0): the server process, every local PostgreSQL process (with the exited parallel workers its
// postmaster has reaped) and this process, which runs autocannon.

const TICK_MS = 10; // USER_HZ is 100 on Linux
const procStat = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  } catch {
    return null;
  }
};
/** utime + stime (+ cutime + cstime with `children`) of a process, in ms. */
function cpuMs(pid, children = false) {
  const stat = procStat(pid);
  if (!stat) return 0;
  const [utime, stime, cutime, cstime] = stat.fields.slice(11, 15).map(Number);
  return (utime + stime + (children ? cutime + cstime : 0)) * TICK_MS;
}
function postgresCpuMs() {
  let ms = 0;
  for (const entry of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (/^\d+$/.test(entry) && procStat(entry)?.comm === 'postgres') ms += cpuMs(entry, true);
  }
  return ms;
}
export function cpuSnapshot(serverPid) {
  const self = process.cpuUsage();
  return { server: cpuMs(serverPid), postgres: postgresCpuMs(), bench: (self.user + self.system) / 1000 };
}

/**
 * A load balancer on 127.0.0.1 in front of `ports`: each request goes to the next in turn, with the
 * caller's address added to X-Forwarded-For as a real one does (start the servers with TRUST_PROXY=127.0.0.1).
 */
export function loopbackBalancer(ports) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const port = ports[next++ % ports.length];
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const forward = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-for': forwarded }, agent }, (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(forward);
  });
  // As a real load balancer's idle timeout (nginx 75 s), not Node's 5 s: a client reusing a connection the
  // proxy just closed sees a socket error that no deployment would show.
  server.keepAliveTimeout = 75_000;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        close: () => new Promise((done) => {
          server.closeAllConnections();
          agent.destroy();
          server.close(() => done());
        }),
      }),
    ),
  );
}
