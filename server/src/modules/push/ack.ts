import { createHmac, timingSafeEqual } from 'node:crypto';
import { pushPaths } from '@dutylink/contracts';

/**
 * A push's acknowledgement address carries its outbox id signed with the server's push key, so a device can say it
 * showed that notification, and nothing else: no session needed (a service worker may run while signed out).
 */
const signature = (key: Buffer, outboxId: number) => createHmac('sha256', key).update(`push-ack:${outboxId}`).digest().subarray(0, 16).toString('base64url');

export const pushAckPath = (key: Buffer) => (outboxId: number) => `/api/${pushPaths.ack(`${outboxId}.${signature(key, outboxId)}`)}`;

/** The outbox id of a well-signed acknowledgement token; undefined for anything else. */
export function acknowledgedOutboxId(key: Buffer, token: string): number | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const outboxId = Number(match[1]);
  const expected = Buffer.from(signature(key, outboxId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? outboxId : undefined;
}
