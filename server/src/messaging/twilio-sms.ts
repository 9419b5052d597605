import type { TwilioConfig } from '../config';
import { DeliveryError, type Delivery, type SmsProvider } from './providers';

const TIMEOUT_MS = 15_000;
/** "Attempt to send to unsubscribed recipient": the number opted out with Twilio; retrying cannot help. */
const TWILIO_UNSUBSCRIBED = 21610;

/** Twilio Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json. */
export function twilioSms(config: TwilioConfig): SmsProvider {
  const url = `${config.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to: string, body: string): Promise<Delivery> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: config.from, Body: body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(`Twilio unreachable: ${(error as Error).message}`, false);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      // A 4xx is a refusal (nothing sent); a 5xx leaves the outcome unknown.
      if (!response.ok) {
        const refused = response.status < 500;
        const unsubscribed = refused && answer.code === TWILIO_UNSUBSCRIBED;
        throw new DeliveryError(`Twilio ${response.status}: ${answer.message ?? response.statusText}`, refused, unsubscribed);
      }
      if (!answer.sid) throw new DeliveryError('Twilio answered without a message sid', false);
      return { providerId: answer.sid };
    },
  };
}
