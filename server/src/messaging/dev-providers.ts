import { randomUUID } from 'node:crypto';
import type { EmailProvider, SmsProvider } from './providers';

/** The embedded default: the message stays in the outbox table, where /dev/outbox shows it. */
export const devSms: SmsProvider = {
  name: 'dev',
  send: async () => ({ providerId: `dev-${randomUUID()}` }),
};

export const devEmail: EmailProvider = {
  name: 'dev',
  send: async () => ({ providerId: `dev-${randomUUID()}` }),
};
