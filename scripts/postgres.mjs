// Finds a real PostgreSQL for the server suite's second run: DATABASE_URL when given, else the
// server on 127.0.0.1:5432 when it answers, else a throwaway cluster from Debian's binaries
// (installed with apt-get when we are root and they are missing), stopped at the end.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function answers(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

function canConnect(url) {
  const result = spawnSync('psql', [url, '-Atc', 'select 1'], { encoding: 'utf8' });
  return result.status === 0;
}

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

function installWithApt() {
  if (process.getuid?.() !== 0) return false;
  console.log('› Installing Debian’s postgresql for the real-PostgreSQL test run…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  return update.status === 0 && install.status === 0;
}

/** @returns {Promise<{ url: string, stop: () => void } | undefined>} */
export async function findPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  if (await answers('127.0.0.1', 5432)) {
    for (const user of ['postgres', process.env.USER, 'root'].filter(Boolean)) {
      const url = `postgres://${user}@127.0.0.1:5432/postgres`;
      if (canConnect(url)) return { url, stop: () => {} };
    }
  }
  let bin = postgresBinDir();
  if (!bin && installWithApt()) bin = postgresBinDir();
  if (!bin) return undefined;
  return startThrowawayCluster(bin);
}

function startThrowawayCluster(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'dutylink-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = String(55432 + Math.floor(Math.random() * 1000));
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: use the postgres account Debian's package creates.
  const exec = (cmd, args) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'inherit' }) : execFileSync(cmd, args, { stdio: 'inherit' });
  exec(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  exec(join(bin, 'pg_ctl'), ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-w', '-l', join(dir, 'log'), 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try { exec(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']); } finally { rmSync(dir, { recursive: true, force: true }); }
    },
  };
}
