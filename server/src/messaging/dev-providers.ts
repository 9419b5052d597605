import { randomUUID } from 'node:crypto';
import type { EmailProvider, PushProvider, SmsProvider } from './providers';

/** The embedded default: the message stays in the outbox table, where /dev/outbox shows it. */
export const devSms: SmsProvider = {
  name: 'dev',
  send: async () => ({ providerId: `dev-${randomUUID()}` }),
};

export const devEmail: EmailProvider = {
  name: 'dev',
  send: async () => ({ providerId: `dev-${randomUUID()}` }),
};

/** No push service is called: /dev/outbox shows the notification, and can show it on the device that opened the page. */
export const devPush: PushProvider = {
  name: 'dev',
  send: async () => ({ providerId: `dev-${randomUUID()}` }),
};
