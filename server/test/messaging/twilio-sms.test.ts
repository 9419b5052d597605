import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeliveryError } from '../../src/messaging/providers';
import { twilioSms } from '../../src/messaging/twilio-sms';
import { readBody } from '../helpers/http-fake';

interface Received {
  url: string;
  authorization: string;
  form: URLSearchParams;
}

describe('Twilio SMS adapter', () => {
  let server: Server;
  let apiBase: string;
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM0123456789abcdef' } };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({ url: request.url ?? '', authorization: request.headers.authorization ?? '', form: new URLSearchParams(await readBody(request)) });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const provider = () => twilioSms({ accountSid: 'AC123', authToken: 'secret-token', from: '+15555550199', apiBase });

  it('posts the message form-encoded with basic auth and returns the sid', async () => {
    answer = { status: 201, body: { sid: 'SM0123456789abcdef' } };
    const delivery = await provider().send('+15555550102', '123456 is your DutyLink code.');
    expect(delivery).toEqual({ providerId: 'SM0123456789abcdef' });
    const [request] = received.splice(0);
    expect(request!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(request!.form)).toEqual({ To: '+15555550102', From: '+15555550199', Body: '123456 is your DutyLink code.' });
  });

  it('sends from a Messaging Service (a pool of numbers) when TWILIO_FROM is its SID', async () => {
    answer = { status: 201, body: { sid: 'SM1' } };
    const service = 'MG0123456789abcdef0123456789abcdef';
    await twilioSms({ accountSid: 'AC123', authToken: 'secret-token', from: service, apiBase }).send('+15555550102', 'Hi');
    expect(Object.fromEntries(received.splice(0)[0]!.form)).toEqual({ To: '+15555550102', MessagingServiceSid: service, Body: 'Hi' });
  });

  it('reports a refusal as certainly not sent', async () => {
    answer = { status: 400, body: { message: "The 'To' number is not a valid phone number." } };
    const error = await provider().send('+15555550102', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ notSent: true, message: expect.stringContaining('not a valid phone number') });
  });

  it('reports a 400 (an unsubscribed or invalid number) as a refusal not worth retrying, a 429 or 401 as one that may pass later', async () => {
    answer = { status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' } };
    await expect(provider().send('+15555550102', 'x')).rejects.toMatchObject({ notSent: true, permanent: true });
    answer = { status: 400, body: { code: 21211, message: 'Invalid To' } };
    await expect(provider().send('+15555550102', 'x')).rejects.toMatchObject({ notSent: true, permanent: true });
    answer = { status: 429, body: { code: 20429, message: 'Too Many Requests' } };
    await expect(provider().send('+15555550102', 'x')).rejects.toMatchObject({ notSent: true, permanent: false });
    answer = { status: 401, body: { code: 20003, message: 'Authenticate' } };
    await expect(provider().send('+15555550102', 'x')).rejects.toMatchObject({ notSent: true, permanent: false });
  });

  it('reports a server error as an unknown outcome', async () => {
    answer = { status: 503, body: {} };
    await expect(provider().send('+15555550102', 'x')).rejects.toMatchObject({ notSent: false });
  });

  it('reports an unreachable API as an unknown outcome', async () => {
    const gone = twilioSms({ accountSid: 'AC123', authToken: 't', from: '+15555550199', apiBase: 'http://127.0.0.1:1' });
    await expect(gone.send('+15555550102', 'x')).rejects.toMatchObject({ notSent: false });
  });
});
