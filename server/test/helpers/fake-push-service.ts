import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushPayload, PushSubscriptionRequest } from '@dutylink/contracts';

interface Device {
  subscription: PushSubscriptionRequest;
  privateKey: ECDH;
  authSecret: string;
}

export interface PushReceived {
  device: string;
  headers: IncomingHttpHeaders;
  /** The payload, decrypted with the device's keys as a browser would (RFC 8291). */
  payload: PushPayload;
}

/**
 * A push service on loopback, as Chromium's or Firefox's would be: each device is a subscription with its own keys
 * (made here, as a browser makes them); a POST to its endpoint is decrypted with them and kept; `answer` sets the
 * status a device's endpoint answers (410: the browser unsubscribed).
 */
export async function fakePushService() {
  const devices = new Map<string, Device>();
  const answers = new Map<string, number>();
  const received: PushReceived[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url!.replace(/^\/push\//, ''));
      const device = devices.get(name);
      const status = answers.get(name) ?? (device ? 201 : 404);
      if (device && status === 201) {
        const plain = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.privateKey, authSecret: device.authSecret });
        received.push({ device: name, headers: request.headers, payload: JSON.parse(plain.toString('utf8')) as PushPayload });
        response.setHeader('location', `${base}/messages/${received.length}`);
      }
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** A new device's subscription, as pushManager.subscribe() answers it (its toJSON()). */
    device(name: string): PushSubscriptionRequest {
      const privateKey = createECDH('prime256v1');
      privateKey.generateKeys();
      const authSecret = randomBytes(16).toString('base64url');
      const subscription = { endpoint: `${base}/push/${encodeURIComponent(name)}`, keys: { p256dh: privateKey.getPublicKey().toString('base64url'), auth: authSecret } };
      devices.set(name, { subscription, privateKey, authSecret });
      return subscription;
    },
    answer(name: string, status: number) {
      answers.set(name, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
