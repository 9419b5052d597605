// Where a server's CPU went: `node bench/cpu-profile.mjs FILE.cpuprofile [MS]`, for the profiles that
// BENCH_CPU_PROFILE=<folder> makes a bench write (node --cpu-prof). Only the busy seconds count: those the
// main thread spent at least BUSY (default 0.7) of running, after its first SKIP seconds (default 5: the
// start). Run one case at a time (BENCH_CASES in bench/job-lists.mjs) so those seconds are that case's.
//
// Prints the busy time by part of the work, from the function each sample was in (its own time, not its
// callees'), and with MS (the bench's "CPU per request: server" of the case) each part's share of it:
// - query building: Kysely (building the statement's tree and compiling it to SQL);
// - database driver: pg and its parsers, with the socket writes it makes (writev under pg's submit);
// - request validation: yup, Ajv, Fastify's validation;
// - serialisation: fast-json-stringify and JSON;
// - compression: zlib (brotli, gzip);
// - logging: pino and its stream;
// - HTTP and framework: node's http and net, Fastify, its plugins, the router;
// - async context: node's async hooks (AsyncLocalStorage, promise hooks);
// - garbage collection, and the app's own code (the server bundle); the rest is other.
import { readFileSync } from 'node:fs';
import os from 'node:os';

const [file, msArg] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node bench/cpu-profile.mjs FILE.cpuprofile [MS of server CPU per request]');
  process.exit(2);
}
const SKIP_S = Number(process.env.SKIP ?? 5);
const BUSY = Number(process.env.BUSY ?? 0.7);

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const packageOf = (url) => {
  if (!url) return '';
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith('node:')) return url;
  return 'app';
};

const PARTS = [
  ['query building', (pkg) => pkg === 'kysely'],
  ['database driver', (pkg) => /^(pg|pg-protocol|pg-types|pg-pool|pg-int8|postgres-(array|date|bytea|interval))$/.test(pkg)],
  ['request validation', (pkg) => /^(yup|ajv|@fastify\/ajv-compiler|property-expr|toposort|tiny-case)$/.test(pkg)],
  ['serialisation', (pkg, name) => /^(fast-json-stringify|@fastify\/fast-json-stringify-compiler|secure-json-parse)$/.test(pkg) || name === 'stringify' || name === 'parse'],
  ['compression', (pkg) => pkg === 'node:zlib' || /^@fastify\/(compress|accept-negotiator)$/.test(pkg)],
  ['logging', (pkg) => /^(pino|sonic-boom|pino-std-serializers|thread-stream)$/.test(pkg)],
  ['async context', (pkg) => /^node:(async_hooks|internal\/async_hooks)$/.test(pkg)],
  ['HTTP and framework', (pkg) => /^(fastify|find-my-way|light-my-request|avvio|@fastify\/.*|helmet|cookie|fastify-plugin|prom-client)$/.test(pkg) || pkg.startsWith('node:_http')],
  ['app', (pkg) => pkg === 'app'],
];

/** Node's own modules that do a part of the work themselves; the rest of Node (streams, sockets, buffers, events) works for its caller. */
const NODE_PARTS = /^node:(_http|zlib|async_hooks|internal\/async_hooks)/;

/**
 * The part a sample belongs to: that of the nearest function on its stack that is a package's, the app's or
 * one of NODE_PARTS. Native code and the rest of Node count for their caller: pg's socket write is the
 * driver's, the answer's is HTTP's.
 */
function partOf(id) {
  const name = nodes.get(id).callFrame.functionName;
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)' || name === '(program)') return name;
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const frame = nodes.get(at).callFrame;
    const pkg = packageOf(frame.url);
    if (!pkg || (pkg.startsWith('node:') && !NODE_PARTS.test(pkg))) continue;
    for (const [part, test] of PARTS) if (test(pkg, frame.functionName)) return part;
    return 'other';
  }
  return 'other';
}

// Busy seconds only.
const perSecond = new Map();
const samples = [];
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i += 1) {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  const second = Math.floor((at - profile.startTime) / 1e6);
  const part = partOf(profile.samples[i]);
  samples.push({ second, part, dt });
  const s = perSecond.get(second) ?? { busy: 0, all: 0 };
  s.all += dt;
  if (part !== '(idle)') s.busy += dt;
  perSecond.set(second, s);
}
const kept = new Set([...perSecond].filter(([second, s]) => second >= SKIP_S && s.busy >= BUSY * s.all).map(([second]) => second));
const byPart = new Map();
let busy = 0;
for (const { second, part, dt } of samples) {
  if (!kept.has(second) || part === '(idle)') continue;
  byPart.set(part, (byPart.get(part) ?? 0) + dt);
  busy += dt;
}
const perRequestMs = Number(msArg) || 0;
console.log(`${file}: ${kept.size} busy seconds, ${(busy / 1e6).toFixed(2)} s of main-thread CPU (load now ${os.loadavg()[0].toFixed(2)})`);
for (const [part, us] of [...byPart].sort((a, b) => b[1] - a[1])) {
  const perRequest = perRequestMs ? `  ${((perRequestMs * us) / busy).toFixed(2)} ms of ${perRequestMs} ms/request` : '';
  console.log(`  ${part.padEnd(20)} ${((100 * us) / busy).toFixed(1).padStart(5)}%${perRequest}`);
}
