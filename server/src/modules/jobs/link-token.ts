import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to the public job page (/jobs/{id}/{userId}?token=...), made for one user
 * and one job; SMS job alerts carry them. Token: `{userId}.{expiresUnixSeconds}.{hmac}`, the HMAC
 * (SHA-256, base64url) over user, job and expiry with a key derived from the server secret.
 * A bare user id grants nothing: every public call needs the token or the user's own session.
 */
const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(key: Buffer, userId: number, jobId: number, expires: number): string {
  return createHmac('sha256', key).update(`job-link:${userId}:${jobId}:${expires}`).digest('base64url');
}

export function makeJobLinkToken(key: Buffer, userId: number, jobId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${userId}.${expires}.${signature(key, userId, jobId, expires)}`;
}

/** The user the token was made for, when it is genuine, for this job, and not expired; else null. */
export function verifyJobLinkToken(key: Buffer, token: string, jobId: number, now: Date): { userId: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signature(key, userId, jobId, expires));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (expires * 1000 <= now.getTime()) return null;
  return { userId };
}
