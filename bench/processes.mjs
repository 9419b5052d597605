// What the benches that start processes share: an undo list run at the end, on an error and on Ctrl-C,
// free loopback ports, and stopping a detached process group.
import { createServer } from 'node:net';

const cleanups = [];

/** Registers an undo (stop a process, remove a folder, drop a database); returns a function that forgets it. */
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => cleanups.splice(cleanups.indexOf(fn) >>> 0, 1);
}

/** Runs every registered undo, the last registered first. */
export async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping`);
    cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port free on 127.0.0.1 at the time of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** True while any process of the group `pid` is alive. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM the process group started detached as `pid`, SIGKILL what is left after `graceMs`. */
export async function killGroup(pid, graceMs) {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < graceMs && groupAlive(pid); waited += 100) await sleep(100);
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  for (let waited = 0; waited < 2000 && groupAlive(pid); waited += 50) await sleep(50);
}
