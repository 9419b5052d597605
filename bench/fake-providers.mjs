// Local fakes of the providers the server sends through, on 127.0.0.1: Twilio's Messages API and a mail
// server. Each has a mode the bench switches to stage an outage: 'up' takes each message, 'error' refuses it
// (Twilio 500, SMTP 451 "try later"), 'hang' accepts the connection and never answers.
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Twilio's Messages.json. Each number of the sender's pool (one for a From number, `numbers` for a Messaging
 * Service SID) sends `rate` messages a second, a token bucket each; beyond it the answer is 429 "Too Many
 * Requests" (Twilio's 20429). Records every call (`calls`: to, body, at, mode) and every message taken
 * (`accepted`); `onMessage` is told of each one taken.
 */
export function fakeTwilio({ numbers: count = 1, rate = Infinity } = {}) {
  const numbers = Array.from({ length: count }, () => ({ tokens: rate, at: performance.now() }));
  // From one number (TWILIO_FROM a phone number), or from the pool of a Messaging Service (its SID).
  const taken = (pool) => {
    if (rate === Infinity) return true;
    const now = performance.now();
    for (const number of pool ? numbers : numbers.slice(0, 1)) {
      number.tokens = Math.min(rate, number.tokens + ((now - number.at) / 1000) * rate);
      number.at = now;
      if (number.tokens >= 1) {
        number.tokens -= 1;
        return true;
      }
    }
    return false;
  };
  const state = { accepted: [], calls: [], refused: 0, mode: 'up', onMessage: () => {} };
  const hanging = new Set();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const mode = state.mode;
      state.calls.push({ to: form.get('To'), body: form.get('Body'), at: Date.now(), mode });
      if (mode === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      if (mode === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal Server Error', status: 500 }));
        return;
      }
      if (!taken(form.has('MessagingServiceSid'))) {
        state.refused += 1;
        response.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20429, message: 'Too Many Requests', status: 429 }));
        return;
      }
      const message = { to: form.get('To'), body: form.get('Body'), at: performance.now(), time: Date.now() };
      state.accepted.push(message);
      state.onMessage(message);
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${state.accepted.length}`, status: 'queued' }));
    });
  });
  const close = () =>
    new Promise((resolve) => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ ...state, state, port: server.address().port, setMode: (mode) => (state.mode = mode), close })),
  );
}

/**
 * A mail server (smtp-server, the server's own test dependency), no TLS and no AUTH. 'error' answers 451
 * to RCPT TO, 'hang' accepts the connection and never greets. Records connections (`connections`: at,
 * mode), refused recipients (`refusals`: to, at) and mails taken (`delivered`: to, data, time).
 */
export function fakeMailServer() {
  const { SMTPServer } = createRequire(join(ROOT, 'server/package.json'))('smtp-server');
  const state = { connections: [], refusals: [], delivered: [], mode: 'up' };
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
      stream.on('data', (chunk) => (data += chunk.toString()));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) state.delivered.push({ to: rcpt.address, data, time: Date.now() });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        state,
        port: server.server.address().port,
        setMode: (mode) => (state.mode = mode),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}
