// A local fake of Twilio's Messages API on 127.0.0.1, with a mode the bench switches to stage an outage: 'up'
// takes each message, 'error' answers 500, 'hang' accepts the connection and never answers. The fake mail
// server is the tests' (server/test/helpers/fake-mail-server.ts), loaded through bench/support.mjs.
import http from 'node:http';

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
