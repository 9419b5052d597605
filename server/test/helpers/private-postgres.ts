import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL cluster of the test's own, for what the machine's shared server must not undergo (a
 * restart): Debian's binaries, initdb into a temporary folder, a free loopback port, trust auth. As root
 * the binaries run as the postgres account (initdb refuses root), as scripts/postgres.mjs does.
 */
export interface PrivatePostgres {
  url: string;
  /** `pg_ctl restart -m fast -w`: resolves once the new server accepts connections. */
  restart(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** The newest Debian PostgreSQL's bin folder with initdb, or why there is none. */
export function postgresBinaries(): { bin: string } | { missing: string } {
  const base = '/usr/lib/postgresql';
  const bin = existsSync(base)
    ? readdirSync(base)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(base, version, 'bin'))
        .find((dir) => existsSync(path.join(dir, 'initdb')))
    : undefined;
  if (!bin) return { missing: `no initdb under ${base} (Debian's postgresql package)` };
  return { bin };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dutylink-restart-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  // The server's output goes to a file: on pg_ctl's own pipe it would keep execFile waiting.
  const log = path.join(dir, 'log');
  const exec = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args));
  const pgCtl = (...args: string[]) => exec('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  await pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', log, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', '-l', log, 'restart').then(() => undefined),
    async stop() {
      try {
        await pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
