import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's X-Twilio-Signature: base64(HMAC-SHA1(auth token, url + each POST parameter's name and value,
 * sorted by name)), where url is the exact URL configured on the number (scheme, host, path, query).
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string | string[]>): string {
  const data = Object.keys(params)
    .sort()
    .map((name) => {
      const value = params[name]!;
      return (Array.isArray(value) ? [...value].sort() : [value]).map((v) => name + v).join('');
    })
    .join('');
  return createHmac('sha1', authToken).update(url + data, 'utf8').digest('base64');
}

export function validTwilioSignature(authToken: string, url: string, params: Record<string, string | string[]>, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
