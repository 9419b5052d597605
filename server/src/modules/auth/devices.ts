import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownCookie } from '../../plugins/session';

/**
 * The browser's device id (docs/decisions/sign-in-throttling.md): a random 128-bit id in a signed
 * cookie for the whole site, since the sign-in pages (/auth/...) and the API's sign-in calls (/api/auth/...) both read it. Codes are bound to it, and once a code it asked for
 * signed an account in, its next sign-ins to that account have limits of their own.
 */
export const DEVICE_COOKIE = 'dl_device';
const DEVICE_COOKIE_SECONDS = 365 * 86_400;

/** The id's hash, as codes store it (a leaked table gives no cookie). */
const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

function idOf(request: FastifyRequest): string | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const { valid, value } = request.unsignCookie(raw);
  return valid && value ? value : undefined;
}

/** The device hash of the browser; a missing, forged or tampered cookie is no device. */
export function browserDevice(request: FastifyRequest): string | undefined {
  const id = idOf(request);
  return id && hashOf(id);
}

/**
 * The device hash of the browser, giving it a new id when it has none. `renew` sets the cookie again
 * for a year (a sign-in), otherwise only a new id is sent.
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, { renew }: { renew: boolean }): string {
  const held = idOf(request);
  const id = held ?? randomBytes(16).toString('base64url');
  if (renew || !held) reply.setCookie(DEVICE_COOKIE, id, { ...ownCookie(request, DEVICE_COOKIE_SECONDS), signed: true });
  return hashOf(id);
}
