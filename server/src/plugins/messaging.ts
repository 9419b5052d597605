import fp from 'fastify-plugin';
import { devEmail, devPush, devSms } from '../messaging/dev-providers';
import { forgetSettledMessages, OutboxWorker } from '../messaging/outbox-worker';
import type { EmailAttachment, EmailProvider, PushProvider, SmsProvider } from '../messaging/providers';
import { smtpEmail } from '../messaging/smtp-email';
import { twilioSms } from '../messaging/twilio-sms';
import { webPushProvider } from '../messaging/web-push';

export interface MessagingOptions {
  /** Tests pass their own providers; otherwise configuration picks them. */
  sms?: SmsProvider;
  email?: EmailProvider;
  push?: PushProvider;
  /** False keeps the worker from polling and the periodic passes from running (tests deliver with app.outbox.drain() and call the passes). */
  startWorker?: boolean;
}

/** How often old settled outbox rows are looked for (OUTBOX_RETENTION_DAYS). */
const RETENTION_EVERY_MS = 60_000;

/** Providers chosen by configuration, the in-process worker that delivers the outbox, and its retention pass. */
export const messaging = fp(
  async (app, options: MessagingOptions & { pushAckPath: (outboxId: number) => string; invoiceAttachment: (invoiceId: number) => Promise<EmailAttachment> }) => {
    const { config } = app;
    const smtp = !options.email && config.smtp ? smtpEmail(config.smtp) : undefined;
    const sms = options.sms ?? (config.twilio ? twilioSms(config.twilio) : devSms);
    const email = options.email ?? smtp ?? devEmail;
    // Without VAPID keys configured (the demo) pushes are recorded, not sent: /dev/outbox shows them.
    const push = options.push ?? (config.vapid ? webPushProvider(config.vapid) : devPush);
    if (sms.name === 'dev' && email.name !== 'dev') app.log.warn('No SMS provider configured: text messages are not delivered');
    if (email.name === 'dev' && sms.name !== 'dev') app.log.warn('No SMTP configured: e-mails are not delivered');

    const worker = new OutboxWorker({
      db: app.db,
      sms,
      email,
      push: { provider: push, ackPath: options.pushAckPath },
      now: app.now,
      log: app.log,
      pollMs: config.outboxPollMs,
      batchSize: config.outboxBatchSize,
      concurrency: config.outboxConcurrency,
      staleClaimMs: config.outboxStaleClaimMs,
      counters: app.metrics.sends,
      retryForMs: config.outboxRetryHours * 3_600_000,
      invoiceAttachment: options.invoiceAttachment,
    });
    app.decorate('outbox', worker);
    app.periodicWork.every('outbox.retention', RETENTION_EVERY_MS, () => forgetSettledMessages(app.db, app.now(), config.outboxRetentionDays));
    if (options.startWorker !== false) app.addHook('onReady', async () => worker.start());
    // preClose runs before the database closes in onClose, so a send under way can finish recording:
    // stop() claims nothing more and resolves once the sends in flight are marked (main.ts bounds the wait).
    app.addHook('preClose', async () => {
      await worker.stop();
      smtp?.close();
    });
  },
  { name: 'messaging', dependencies: ['db', 'periodic-work', 'metrics'] },
);
