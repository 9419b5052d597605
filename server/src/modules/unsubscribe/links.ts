import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed one-click address that turns an employer's applicant notices off (issue 37, RFC 8058):
 * /unsubscribe/applicant-notices/{userId}.{hmac}, the HMAC (SHA-256, base64url) over the setting and the user
 * with a key derived from the server secret. It does not expire: it is in e-mails people keep, and all it can
 * do is stop those e-mails.
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe/applicant-notices';

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, userId: number) => createHmac('sha256', key).update(`unsubscribe:applicant-notices:${userId}`).digest('base64url');

export interface UnsubscribeLinks {
  /** The address that stops this employer's applicant notices by e-mail. */
  applicantNotices(userId: number): string;
  /** The user a token was made for, when it is genuine; else null. */
  verify(token: string): number | null;
}

export function unsubscribeLinks(key: Buffer, publicUrl: string): UnsubscribeLinks {
  return {
    applicantNotices: (userId) => `${publicUrl}${UNSUBSCRIBE_PATH}/${userId}.${signature(key, userId)}`,
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const expected = Buffer.from(signature(key, userId));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
    },
  };
}
