import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the fake mail server does with a connection: takes each mail, answers 451 (try later) to RCPT TO, or never greets. */
export type MailServerMode = 'up' | 'error' | 'hang';

/**
 * A local mail server on 127.0.0.1 (smtp-server; no TLS, no AUTH) to stage a mail outage with `setMode`. It
 * records each connection (`connections`: at, mode), each refused recipient (`refusals`) and each mail taken
 * (`delivered`: to, data, time). The provider-outage test and bench/faults.mjs use it.
 */
export async function fakeMailServer() {
  const state = {
    mode: 'up' as MailServerMode,
    connections: [] as { at: number; mode: MailServerMode }[],
    refusals: [] as { to: string; at: number }[],
    delivered: [] as { to: string; data: string; time: number }[],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      state.connections.push({ at: Date.now(), mode: state.mode });
      if (state.mode !== 'hang') callback();
    },
    onRcptTo(address, _session, callback) {
      if (state.mode !== 'error') return callback();
      state.refusals.push({ to: address.address, at: Date.now() });
      callback(Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) state.delivered.push({ to: rcpt.address, data, time: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    state,
    port: (server.server.address() as AddressInfo).port,
    setMode: (mode: MailServerMode) => (state.mode = mode),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
