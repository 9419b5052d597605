// One DutyLink process for test/scale/two-processes.test.ts, started by server-processes.ts (bundled,
// then forked). Its config and database arrive by IPC, so nothing depends on the environment; its SMS
// and e-mail providers record what they send, which the parent asks for by IPC.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { connectPostgres } from '../../src/db/connect';
import type { SmsProvider } from '../../src/messaging/providers';

export interface StartMessage {
  config: Config;
  databaseUrl: string;
  /**
   * Adds a periodic pass 'test.slow' that writes its process id to the table test_slow_runs (which the
   * test makes) and then takes this long, so the test can kill the process holding a run.
   */
  slowPassMs?: number;
}

export type ParentMessage = 'delivered' | 'stop';

/** Sends take a little time, as a provider's round trip does, so two workers share the outbox. */
const SEND_MS = 2;

const delivered: string[] = [];
const recording: SmsProvider = {
  name: 'recording',
  async send(_to, body) {
    await new Promise((resolve) => setTimeout(resolve, SEND_MS));
    delivered.push(body);
    return { providerId: `${process.pid}-${delivered.length}` };
  },
};

async function start({ config, databaseUrl, slowPassMs }: StartMessage): Promise<void> {
  const app = await buildApp({ config, db: connectPostgres(databaseUrl), sms: recording, email: { name: 'recording', send: ({ to, subject }) => recording.send(to, subject) } });
  if (slowPassMs) {
    app.periodicWork.every('test.slow', config.periodicEveryMs!, async () => {
      await sql`insert into test_slow_runs (pid) values (${process.pid})`.execute(app.db);
      await sleep(slowPassMs);
    });
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (message: ParentMessage) => {
    if (message === 'delivered') process.send!({ delivered });
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send!({ port: (app.server.address() as AddressInfo).port });
}

process.once('message', (message: StartMessage) => {
  start(message).catch((error: unknown) => {
    process.send!({ error: String((error as Error).stack ?? error) });
    process.exit(1);
  });
});
// The test runner went away: never outlive it.
process.on('disconnect', () => process.exit(1));
