import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { startRefusal, usesDevProviders, type Config } from './config';
import type { Db } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { codeHashKey } from './db/server-secrets';
import { loadDemo } from './demo';
import { tooManyRequests } from './http-errors';
import { admin } from './modules/admin/plugin';
import { auth } from './modules/auth/plugin';
import { devOutbox } from './modules/dev-outbox/plugin';
import { employees } from './modules/employees/plugin';
import { employers } from './modules/employers/plugin';
import { externalServices } from './modules/external/plugin';
import { jobs } from './modules/jobs/plugin';
import { publicConfig } from './modules/public-config/plugin';
import { reliability } from './modules/reliability/plugin';
import { reports } from './modules/reports/plugin';
import { shifts } from './modules/shifts/plugin';
import { permitExpiry } from './modules/permit-expiry/plugin';
import { permitFileRoutes } from './modules/permit-files/routes';
import { smsConsent } from './modules/sms-consent/plugin';
import { subscriptions } from './modules/subscriptions/plugin';
import { web } from './modules/web/plugin';
import { compression } from './plugins/compression';
import { contract } from './plugins/contract';
import { database } from './plugins/db';
import { errorHandler, frameworkErrors } from './plugins/errors';
import { messaging, type MessagingOptions } from './plugins/messaging';
import { security } from './plugins/security';
import { session } from './plugins/session';
import { sharedRateLimitStore } from './plugins/shared-rate-limits';
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
  if (config.demoData) await (await loadDemo()).seedDemoData(db, now(), config.plans, config.publicUrl);
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
  await app.register(contract);
  await app.register(compression);
  await app.register(database, { db, closeWithApp: closeDbWithApp });
  await app.register(security, { config });
  await app.register(rateLimit, {
    global: false,
    // Per-IP limits are counted in the database, so they hold across processes (docs/deploy.md).
    store: sharedRateLimitStore(db, now, app.log),
    errorResponseBuilder: (_request, context) => tooManyRequests('Too many requests. Please try again in a minute', context.ttl / 1000),
  });
  await app.register(session);
  await app.register(timeZone);
  await app.register(messaging, messagingOptions);
  await app.register(subscriptions, { startWorker: messagingOptions.startWorker });

  await app.register(auth, { prefix: '/api/auth', codeKey });
  await app.register(jobs, { codeKey, startWorker: messagingOptions.startWorker });
  await app.register(employees, { prefix: '/api/employees' });
  await app.register(permitFileRoutes);
  await app.register(externalServices, { prefix: '/api/externalServices' });
  await app.register(employers);
  await app.register(shifts, { codeKey, startWorker: messagingOptions.startWorker });
  await app.register(permitExpiry, { startWorker: messagingOptions.startWorker });
  await app.register(admin);
  await app.register(reliability);
  await app.register(reports);
  await app.register(publicConfig);
  await app.register(smsConsent);
  if (usesDevProviders(config) && !messagingOptions.sms && !messagingOptions.email) await app.register(devOutbox);
  await app.register(web);
  return app;
}
