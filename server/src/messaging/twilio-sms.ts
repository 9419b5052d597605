import { STATUS_CODES } from 'node:http';
import { request } from 'undici';
import type { TwilioConfig } from '../config';
import { DeliveryError, type Delivery, type SmsProvider } from './providers';

/** A call that has not answered in this long counts as failed (an unknown outcome), so a hung API holds nothing up for long. */
const TWILIO_TIMEOUT_MS = 15_000;

/** How long a 429 asks us to wait: its Retry-After in seconds, else a second (a number sends 1 to 100 a second). */
function throttledFor(retryAfter: string | string[] | undefined): number {
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : 1000;
}

/** A Messaging Service: a pool of sending numbers that Twilio spreads messages over (throughput adds up). */
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;

/**
 * Twilio Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json, from one number, or from a
 * Messaging Service when TWILIO_FROM is its SID (MG…).
 */
export function twilioSms(config: TwilioConfig, timeoutMs = TWILIO_TIMEOUT_MS): SmsProvider {
  const url = `${config.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const sender: Record<string, string> = MESSAGING_SERVICE_SID.test(config.from) ? { MessagingServiceSid: config.from } : { From: config.from };
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to: string, body: string): Promise<Delivery> {
      // undici's request, not fetch: the same HTTP client without web streams, a quarter of the CPU per message
      // (bench/README.md, "Server CPU per request"), which a storm of 10,000 alerts spends beside the pages.
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, ...sender, Body: body }).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`Twilio unreachable: ${(error as Error).message}`, false);
      }
      const status = response.statusCode;
      const answer = (await response.body.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      // A 4xx is a refusal (nothing sent); a 5xx leaves the outcome unknown. A 400 refuses this message
      // itself (an invalid number, 21211; one unsubscribed at Twilio, 21610): the same request gets the same
      // answer, so it is not retried. Others (401, 403: credentials; 429: too many) may pass later.
      if (status < 200 || status > 299) {
        const refused = status < 500;
        const throttledForMs = status === 429 ? throttledFor(response.headers['retry-after']) : undefined;
        throw new DeliveryError(`Twilio ${status}: ${answer.message ?? STATUS_CODES[status] ?? ''}`, refused, status === 400, throttledForMs);
      }
      if (!answer.sid) throw new DeliveryError('Twilio answered without a message sid', false);
      return { providerId: answer.sid };
    },
  };
}
