import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { startRefusal, usesDevProviders, type Config } from './config';
import type { Db } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { codeHashKey, derivedKey } from './db/server-secrets';
import { loadDemo } from './demo';
import { tooManyRequests } from './http-errors';
import { admin } from './modules/admin';
import { auth, signInPages } from './modules/auth';
import { devOutbox } from './modules/dev-outbox';
import { employees } from './modules/employees';
import { employers } from './modules/employers';
import { jobAlertReactions } from './modules/job-alerts';
import { noticeReactions } from './modules/job-notices';
import { externalServices } from './modules/external';
import { jobReplies, jobs } from './modules/jobs';
import { publicConfig } from './modules/public-config';
import { reliability, reliabilityReactions } from './modules/reliability';
import { push, pushAckPath } from './modules/push';
import { rosterReactions, rosters } from './modules/rosters';
import { reports } from './modules/reports';
import { shiftReactions, shiftReplies, shifts } from './modules/shifts';
import { permitExpiry } from './modules/permit-expiry';
import { permitFileRoutes } from './modules/permit-files';
import { smsConsent } from './modules/sms-consent';
import { billingEmailReactions, invoiceAttachment, subscriptions } from './modules/subscriptions';
import { unsubscribeLinks, unsubscribeRoutes } from './modules/unsubscribe';
import { web } from './modules/web';
import { compression } from './plugins/compression';
import { contract } from './plugins/contract';
import { database } from './plugins/db';
import { errorHandler, frameworkErrors } from './plugins/errors';
import { events } from './plugins/events';
import { health } from './plugins/health';
import { messaging, type MessagingOptions } from './plugins/messaging';
import { metrics } from './plugins/metrics';
import { periodicWork } from './plugins/periodic-work';
import { security } from './plugins/security';
import { session } from './plugins/session';
import { smsReplies } from './plugins/sms-replies';
import { sharedRateLimitStore, SWEEP_EVERY_MS, sweepEndedWindows } from './plugins/shared-rate-limits';
import { timeZone } from './plugins/time-zone';
import './types';

export interface AppOptions extends MessagingOptions {
  config: Config;
  db: Db;
  /** Whether closing the app also closes the database (tests share one per file). */
  closeDbWithApp?: boolean;
  now?: () => Date;
  logger?: boolean;
}

/**
 * The whole server as a Fastify instance; main.ts listens, tests call app.inject. Refuses (throws)
 * outside demo mode while a real provider or setting is missing, so no dev part is ever mounted there.
 */
export async function buildApp({ config, db, closeDbWithApp = true, now = () => new Date(), logger = false, ...messagingOptions }: AppOptions): Promise<FastifyInstance> {
  const refusal = startRefusal(config);
  if (refusal) throw new Error(refusal);
  await migrateToLatest(db);
  const codeKey = await codeHashKey(db, config.authSecret);

  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors,
  });
  app.decorate('config', config);
  app.decorate('now', now);

  await app.register(errorHandler);
  await app.register(contract, { publicUrl: config.publicUrl });
  await app.register(compression);
  await app.register(database, { db, closeWithApp: closeDbWithApp });
  await app.register(events);
  await app.register(smsReplies);
  // What follows a write (issue 34): each area reacts to the events it cares about, in one place each.
  shiftReactions(app.events, config.publicUrl);
  // What an SMS reply answers (issue 36): a shift's confirmation, a call-off's reason, an offer.
  shiftReplies(app.smsReplies, app.events, config.publicUrl);
  // A reply YES to a job alert applies (issue 36).
  jobReplies(app.smsReplies, app.events, config.publicUrl);
  // Applicant notices by e-mail carry a signed one-click way out (issue 37).
  const stopLinks = unsubscribeLinks(derivedKey(codeKey, 'unsubscribe'), config.publicUrl);
  const noticeLinks = { publicUrl: config.publicUrl, stopApplicantNotices: stopLinks.applicantNotices };
  noticeReactions(app.events, noticeLinks);
  billingEmailReactions(app.events, config.publicUrl, config.invoices);
  jobAlertReactions(app.events);
  reliabilityReactions(app.events);
  rosterReactions(app.events);
  // The demo's writes are recorded as anyone's, so they get the same shifts, reminders and notices.
  if (config.demoData) await (await loadDemo()).seedDemoData(db, app.events, now(), config.plans, config.invoices.salesTaxPercent);
  await app.register(periodicWork, {
    start: messagingOptions.startWorker !== false,
    pollMs: config.periodicPollMs,
    maintenanceSeconds: config.periodicMaintenanceSeconds,
    ...(config.periodicEveryMs ? { everyMs: config.periodicEveryMs } : {}),
  });
  // What an operator watches: before the routes, so every answer is timed.
  await app.register(health);
  await app.register(metrics);
  await app.register(security, { config });
  await app.register(rateLimit, {
    global: false,
    // Per-IP limits are counted in the database, so they hold across processes (docs/deploy.md).
    store: sharedRateLimitStore(db, now),
    errorResponseBuilder: (_request, context) => tooManyRequests('Too many requests. Please try again in a minute', context.ttl / 1000),
  });
  app.periodicWork.every('rate-limits.sweep', SWEEP_EVERY_MS, () => sweepEndedWindows(db, now()));
  await app.register(session, { cookieSecret: derivedKey(codeKey, 'cookie-signing') });
  await app.register(timeZone);
  const pushAckKey = derivedKey(codeKey, 'push-ack');
  await app.register(messaging, { ...messagingOptions, pushAckPath: pushAckPath(pushAckKey), invoiceAttachment: (invoiceId) => invoiceAttachment(db, invoiceId, config.invoices) });
  await app.register(subscriptions);

  await app.register(auth, { prefix: '/api/auth', codeKey });
  await app.register(signInPages, { codeKey });
  await app.register(jobs, { codeKey });
  await app.register(employees, { prefix: '/api/employees' });
  await app.register(permitFileRoutes);
  await app.register(externalServices, { prefix: '/api/externalServices' });
  await app.register(employers, { noticeLinks });
  await app.register(shifts, { codeKey });
  await app.register(permitExpiry);
  await app.register(admin);
  await app.register(reliability);
  await app.register(rosters);
  await app.register(push, { ackKey: pushAckKey });
  await app.register(reports);
  await app.register(publicConfig);
  await app.register(smsConsent);
  await app.register(unsubscribeRoutes, { links: stopLinks });
  if (usesDevProviders(config) && !messagingOptions.sms && !messagingOptions.email) await app.register(devOutbox, { pushAckPath: pushAckPath(pushAckKey) });
  await app.register(web);
  return app;
}
