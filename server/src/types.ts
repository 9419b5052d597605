import type { Role } from '@dutylink/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { User } from './db/schema';
import type { OutboxWorker } from './messaging/outbox-worker';
import type { Events } from './plugins/events';
import type { Metrics } from './plugins/metrics';
import type { PeriodicWork } from './plugins/periodic-work';
import type { SmsReplies } from './plugins/sms-replies';
import type { Subscriptions } from './modules/subscriptions';
import type { Access } from './lib/access';

export interface RequireUserOptions {
  roles?: readonly Role[];
  /** Default true: employee and employer areas need a verified e-mail (spec section 6). */
  verifiedEmail?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route other sites call (provider webhooks): exempt from the Origin rule, it checks a signature instead. */
    crossSite?: boolean;
  }
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The clock every rule with a time limit reads; tests move it instead of sleeping. */
    now: () => Date;
    outbox: OutboxWorker;
    periodicWork: PeriodicWork;
    /** The counters other parts feed (plugins/metrics.ts); /metrics reads the rest at scrape time. */
    metrics: Metrics;
    /** What happened to jobs, hires and accounts; writes record it, areas react (plugins/events.ts). */
    events: Events;
    /** The asks an SMS reply answers (YES, NO), by kind (plugins/sms-replies.ts). */
    smsReplies: SmsReplies;
    subscriptions: Subscriptions;
    /** A preHandler that lets through only a signed-in user (see RequireUserOptions). */
    requireUser(options?: RequireUserOptions): preHandlerAsyncHookHandler;
    /** The user of the request's session cookie, or null; looked up once per request. */
    signedInUser(request: FastifyRequest, reply: FastifyReply): Promise<User | null>;
  }
  interface FastifyRequest {
    /** Set by requireUser; null on routes without it. */
    user: User | null;
    /** The signed-in user's subscription access, read with the session (null until signedInUser ran). */
    access: Access | null;
    /** The user's IANA time zone from the time-zone cookie (plugins/time-zone.ts). */
    timeZone: string;
  }
  interface FastifyReply {
    /** A fresh session for the user (a new id at every sign-in), replacing the request's own. */
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}
