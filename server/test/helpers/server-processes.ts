import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBundleOptions } from '../../bundle-options.cjs';
import type { Config } from '../../src/config';
import type { ParentMessage, StartMessage } from './server-process';

const SERVER_ROOT = path.resolve(__dirname, '..', '..');

export interface ServerProcess {
  port: number;
  pid: number;
  /** kill -9: no close, no goodbye; the database sees its connections drop. */
  kill(): Promise<void>;
  /** What its providers sent (SMS bodies, e-mail subjects), in order. */
  delivered(): Promise<string[]>;
  /** Closes the app (its worker finishes what is in flight) and waits for the exit; kills it after 10 s. */
  stop(): Promise<void>;
}

/**
 * Bundles server-process.ts with the server's esbuild (npm packages external, so the bundle sits in a
 * temporary folder under server/ to resolve them) and returns a way to start processes from it and
 * to remove it.
 */
export async function serverProcessBundle(): Promise<{ start(config: Config, databaseUrl: string, options?: Pick<StartMessage, 'slowPassMs'>): Promise<ServerProcess>; remove(): void }> {
  const dir = mkdtempSync(path.join(SERVER_ROOT, '.test-processes-'));
  const outfile = path.join(dir, 'server-process.cjs');
  await build({ ...serverBundleOptions, entryPoints: [path.join(__dirname, 'server-process.ts')], outfile });
  const children = new Set<ChildProcess>();
  return {
    start: (config, databaseUrl, options) => startProcess(outfile, { config, databaseUrl, ...options }, children),
    remove() {
      for (const child of children) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function startProcess(file: string, start: StartMessage, children: Set<ChildProcess>): Promise<ServerProcess> {
  const child = fork(file, [], { cwd: SERVER_ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => (children.delete(child), resolve())));
  const reply = <T>(ask?: ParentMessage) =>
    new Promise<T>((resolve, reject) => {
      const onExit = () => reject(new Error(`server process ${child.pid} exited`));
      child.once('exit', onExit);
      child.once('message', (message: T & { error?: string }) => {
        child.off('exit', onExit);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
      if (ask) child.send(ask);
    });
  const ready = reply<{ port: number }>();
  child.send(start);
  return ready.then(({ port }) => ({
    port,
    pid: child.pid!,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    delivered: () => reply<{ delivered: string[] }>('delivered').then((m) => m.delivered),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.send('stop');
      await exited;
      clearTimeout(kill);
    },
  }));
}

export interface Proxy {
  port: number;
  /** Which upstream (index into the ports) served each request, in order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A load balancer on 127.0.0.1: each request goes to the next of `ports` in turn, from 127.0.0.1, with
 * its headers as they came (no X-Forwarded-For, so the servers count every request for 127.0.0.1).
 */
export async function alternatingProxy(ports: number[]): Promise<Proxy> {
  const served: number[] = [];
  const server = http.createServer((request, response) => {
    const upstream = served.length % ports.length;
    served.push(upstream);
    const forward = http.request({ host: '127.0.0.1', port: ports[upstream], method: request.method, path: request.url, headers: request.headers, agent: false }, (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP call on a connection of its own (nothing kept alive to close later). */
export function httpCall(port: number, method: string, url: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, agent: false, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
