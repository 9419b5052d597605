import path from 'node:path';
import { loadPlans, type Plan } from './modules/subscriptions/plans';
import { loadPostsPerPeriod, type PostsPerPeriod } from './modules/employers/posts';
import {
  CODE_MAX_SENDS_PER_HOUR,
  CODE_MAX_TRIES,
  CODE_RESEND_DELAY_SECONDS,
  CODE_TTL_MINUTES,
  EMAIL_LINK_TTL_HOURS,
  knownTimeZone,
  type RemoteUrls,
} from '@dutylink/contracts';

/**
 * server/src (tests, ts sources) and server/dist (the bundle) sit at the same depth, so the repo
 * root is two levels up from either.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SERVER_ROOT = path.resolve(__dirname, '..');

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

/** Web Push's VAPID key pair (RFC 8292), base64url, and who the push services may contact (mailto: or https:). */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

/** What invoices print about the seller and the sale (issue 37; docs/decisions/invoice-pdf.md). */
export interface InvoiceSettings {
  /** The seller e-mail (INVOICE_EMAIL; default billing@ the MAIL_FROM domain). */
  email: string;
  /** The seller's postal address, one entry a line (INVOICE_ADDRESS, lines separated by "|"). */
  sellerAddress: string[];
  /** Every date of an invoice is a day in this zone, whoever opens it (INVOICE_TIME_ZONE). */
  timeZone: string;
  /**
   * SALES_TAX: the rate in percent included in the amounts paid from now on, or null for "none" (no sales tax is
   * charged). Each payment records the rate it was paid under, and its invoice prints that one.
   */
  salesTaxPercent: number | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake, e.g. http://127.0.0.1:4010. */
  apiBase?: string;
}

/**
 * 'demo' (DUTYLINK_MODE=demo, what `npm start` asks for): the embedded database, demo data, and the dev
 * outbox, dev SMS inbound and dev checkout for whatever has no real provider. Any other start is
 * 'production', which refuses to start while productionProblems lists anything.
 */
export type Mode = 'demo' | 'production';

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  publicUrl: string;
  allowedOrigins: string[];
  /**
   * Proxies whose X-Forwarded-For entries are believed, for Fastify: which addresses and CIDRs, or a
   * hop count (TRUST_PROXY=1) as a function of the hop, since Fastify reads a bare number as none.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** Empty: the embedded PGlite in pgliteDir. */
  databaseUrl?: string;
  pgliteDir: string;
  /** Seeds the demo accounts, company, jobs and promo codes (DEMO_DATA, on by default in demo mode only). */
  demoData: boolean;
  /** Keys the one-time code hashes; without it a random key is kept in the database. */
  authSecret?: string;
  sessionDays: number;
  codes: {
    ttlMinutes: number;
    resendDelaySeconds: number;
    /** Codes to one phone per hour asked for from one source address. */
    maxSendsPerHour: number;
    /** Wrong tries that kill one code. */
    maxTries: number;
    /** Wrong tries for an account since it last signed in (NIST SP 800-63B: at most 100) before its codes slow down... */
    maxFailuresPerAccount: number;
    /** ...to one per this many seconds, until it signs in. */
    slowResendDelaySeconds: number;
  };
  emailLinkTtlHours: number;
  rateLimit: { sendPerMinute: number; verifyPerMinute: number };
  bodyLimitBytes: number;
  twilio?: TwilioConfig;
  smtp?: SmtpConfig;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: push through the browsers' push services; without them the demo keeps its own keys and records pushes in the dev outbox. */
  vapid?: VapidConfig;
  invoices: InvoiceSettings;
  remotes: RemoteUrls;
  /**
   * REMOTES_JSON_FILE: a JSON file of { remote_name: manifest URL } read again whenever it changes;
   * its entries override `remotes`, so a release or a rollback of one remote is one edit, no restart.
   */
  remotesFile?: string;
  remotesAllowOrigin: string;
  termsUrl: string;
  privacyUrl: string;
  /** SUPPORT_EMAIL: where users write for help, e.g. a blocked account (issue 17). */
  supportEmail: string;
  webRoot: string;
  policiesDir: string;
  /** The pages' scripts, built by server/build.mjs from server/browser (the sign-in page's). */
  browserScriptsDir: string;
  outboxPollMs: number;
  /** The outbox worker (src/messaging/outbox-worker.ts): rows claimed per round trip, sends in flight. */
  outboxBatchSize: number;
  outboxConcurrency: number;
  /** A row 'sending' for longer belongs to a process that died mid-send and is released (see the worker). */
  outboxStaleClaimMs: number;
  /** A message not delivered (a provider outage) is tried again, with backoff, until this long after it was queued. */
  outboxRetryHours: number;
  /** Sent and skipped outbox rows are deleted this many days after their claim; 0 keeps them. */
  outboxRetentionDays: number;
  /** On SIGTERM/SIGINT the process exits after this long even if something (a provider) hangs. */
  shutdownTimeoutMs: number;
  logLevel: string;
  /** The plans on sale (src/modules/subscriptions/plans.ts). */
  plans: Plan[];
  /** Stripe Checkout and webhooks; without it the embedded dev checkout takes payments. */
  stripe?: StripeConfig;
  /** How often renewals and expiries are looked for, in milliseconds. */
  subscriptionTickMs: number;
  /**
   * Periodic passes (plugins/periodic-work.ts): how often a process looks for a pass to run, and how often
   * one process fails the runs of processes that died, so that another takes them over.
   */
  periodicPollMs: number;
  periodicMaintenanceSeconds: number;
  /** Every periodic pass's period instead of its own: only for tests of several processes. */
  periodicEveryMs?: number;
  /** Job posts an employer may publish per billing period, by plan (src/modules/employers/posts.ts). */
  postsPerPeriod: PostsPerPeriod;
  /** METRICS_TOKEN: Prometheus scrapes /metrics with it as a Bearer token; without it /metrics answers 404. */
  metricsToken?: string;
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  return !['false', '0', 'no', 'off'].includes(value);
}

function list(env: Env, name: string): string[] {
  return (text(env, name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function twilioFrom(env: Env): TwilioConfig | undefined {
  const accountSid = text(env, 'TWILIO_ACCOUNT_SID');
  const authToken = text(env, 'TWILIO_AUTH_TOKEN');
  const from = text(env, 'TWILIO_FROM');
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from) throw new Error('Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  return { accountSid, authToken, from, apiBase: text(env, 'TWILIO_API_BASE') ?? 'https://api.twilio.com' };
}

function vapidFrom(env: Env): VapidConfig | undefined {
  const publicKey = text(env, 'VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'VAPID_PRIVATE_KEY');
  const subject = text(env, 'VAPID_SUBJECT');
  if (!publicKey && !privateKey && !subject) return undefined;
  if (!publicKey || !privateKey || !subject) throw new Error('Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT');
  // A P-256 key pair as `npx web-push generate-vapid-keys` prints it: 65 and 32 bytes, base64url.
  if (!/^B[A-Za-z0-9_-]{86}$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys)');
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https:// address the push services can reach you at');
  return { publicKey, privateKey, subject };
}

function stripeFrom(env: Env): StripeConfig | undefined {
  const secretKey = text(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) throw new Error('Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const apiBase = text(env, 'STRIPE_API_BASE');
  if (apiBase && !/^https?:\/\/[^/]+/i.test(apiBase)) throw new Error('STRIPE_API_BASE must be a URL like https://api.stripe.com');
  return { secretKey, webhookSecret, apiBase };
}

const DEFAULT_MAIL_FROM = 'DutyLink <no-reply@dutylink.test>';

function smtpFrom(env: Env): SmtpConfig | undefined {
  const host = text(env, 'SMTP_HOST');
  if (!host) return undefined;
  const secure = flag(env, 'SMTP_SECURE', false);
  return {
    host,
    port: integer(env, 'SMTP_PORT', secure ? 465 : 587),
    secure,
    user: text(env, 'SMTP_USER'),
    pass: text(env, 'SMTP_PASS'),
    from: text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM,
  };
}

/** Invoices name a mailbox people can answer: billing@ the domain the e-mails come from, unless set. */
function invoiceEmailFrom(env: Env): string {
  const configured = text(env, 'INVOICE_EMAIL');
  if (configured) {
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(configured)) throw new Error(`INVOICE_EMAIL must be an e-mail address, got "${configured}"`);
    return configured;
  }
  const domain = /@([^\s@<>]+)>?\s*$/.exec(text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM)?.[1] ?? 'dutylink.test';
  return `billing@${domain}`;
}

/** DutyLink's office in Austin, and so its zone. */
const DEFAULT_SELLER_ADDRESS = ['100 Congress Avenue, Suite 2000', 'Austin, TX 78701', 'United States'];
const DEFAULT_INVOICE_TIME_ZONE = 'America/Chicago';

function salesTaxFrom(env: Env): number | null {
  const value = text(env, 'SALES_TAX') ?? 'none';
  if (value.toLowerCase() === 'none') return null;
  const percent = Number(value.replace(/%$/, ''));
  if (!/^\d+(\.\d+)?%?$/.test(value) || percent <= 0 || percent >= 100) {
    throw new Error(`SALES_TAX must be "none" or a rate in percent such as 8.25, got "${value}"`);
  }
  return percent;
}

function invoiceSettingsFrom(env: Env): InvoiceSettings {
  const configuredZone = text(env, 'INVOICE_TIME_ZONE');
  const timeZone = configuredZone === undefined ? DEFAULT_INVOICE_TIME_ZONE : knownTimeZone(configuredZone);
  if (!timeZone) throw new Error(`INVOICE_TIME_ZONE must be an IANA time zone such as America/Chicago, got "${configuredZone}"`);
  const address = (text(env, 'INVOICE_ADDRESS') ?? '').split('|').map((line) => line.trim()).filter(Boolean);
  return {
    email: invoiceEmailFrom(env),
    sellerAddress: address.length > 0 ? address : DEFAULT_SELLER_ADDRESS,
    timeZone,
    salesTaxPercent: salesTaxFrom(env),
  };
}

const MIN_METRICS_TOKEN_LENGTH = 16;

function metricsTokenFrom(env: Env): string | undefined {
  const token = text(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < MIN_METRICS_TOKEN_LENGTH) throw new Error(`METRICS_TOKEN must be a random secret of at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  return token;
}

function modeFrom(env: Env): Mode {
  const value = text(env, 'DUTYLINK_MODE') ?? 'production';
  if (value !== 'demo' && value !== 'production') throw new Error(`DUTYLINK_MODE must be demo or production, got "${value}"`);
  return value;
}

/**
 * TRUST_PROXY: a hop count or a list of proxy addresses and CIDRs. `true` would believe every
 * X-Forwarded-For entry, which the client writes itself, so per-IP limits would mean nothing. A hop
 * count fits a server reachable only through its proxies; otherwise name them.
 */
function trustProxyFrom(env: Env): Config['trustProxy'] {
  const value = text(env, 'TRUST_PROXY');
  if (value === undefined || ['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address through X-Forwarded-For. Set TRUST_PROXY to the number of proxies in front of the server (e.g. TRUST_PROXY=1 behind one load balancer) or to their addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
  }
  if (!/^\d+$/.test(value)) return list(env, 'TRUST_PROXY');
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/** Reads the environment once; everything else takes a Config. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080);
  const mode = modeFrom(env);
  return {
    mode,
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    publicUrl: (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    allowedOrigins: list(env, 'ALLOWED_ORIGINS'),
    trustProxy: trustProxyFrom(env),
    databaseUrl: text(env, 'DATABASE_URL'),
    pgliteDir: path.resolve(REPO_ROOT, text(env, 'PGLITE_DIR') ?? '.data/pglite'),
    demoData: flag(env, 'DEMO_DATA', mode === 'demo'),
    authSecret: text(env, 'AUTH_SECRET'),
    sessionDays: integer(env, 'SESSION_DAYS', 30),
    codes: {
      ttlMinutes: integer(env, 'CODE_TTL_MINUTES', CODE_TTL_MINUTES),
      resendDelaySeconds: integer(env, 'CODE_RESEND_DELAY_SECONDS', CODE_RESEND_DELAY_SECONDS),
      maxSendsPerHour: integer(env, 'CODE_MAX_SENDS_PER_HOUR', CODE_MAX_SENDS_PER_HOUR),
      maxTries: CODE_MAX_TRIES,
      maxFailuresPerAccount: 100,
      slowResendDelaySeconds: 15 * 60,
    },
    emailLinkTtlHours: integer(env, 'EMAIL_LINK_TTL_HOURS', EMAIL_LINK_TTL_HOURS),
    rateLimit: {
      sendPerMinute: integer(env, 'RATE_LIMIT_SEND_PER_MINUTE', 30),
      verifyPerMinute: integer(env, 'RATE_LIMIT_VERIFY_PER_MINUTE', 60),
    },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 64 * 1024),
    twilio: twilioFrom(env),
    vapid: vapidFrom(env),
    smtp: smtpFrom(env),
    invoices: invoiceSettingsFrom(env),
    remotes: {
      remote_auth: text(env, 'REMOTE_AUTH_URL') ?? '/remotes/remote-auth/mf-manifest.json',
      remote_employee: text(env, 'REMOTE_EMPLOYEE_URL') ?? '/remotes/remote-employee/mf-manifest.json',
      remote_employer: text(env, 'REMOTE_EMPLOYER_URL') ?? '/remotes/remote-employer/mf-manifest.json',
      remote_admin: text(env, 'REMOTE_ADMIN_URL') ?? '/remotes/remote-admin/mf-manifest.json',
    },
    remotesFile: text(env, 'REMOTES_JSON_FILE') && path.resolve(REPO_ROOT, text(env, 'REMOTES_JSON_FILE')!),
    remotesAllowOrigin: text(env, 'REMOTES_ALLOW_ORIGIN') ?? '*',
    termsUrl: text(env, 'TERMS_URL') ?? '/policies/terms.html',
    privacyUrl: text(env, 'PRIVACY_URL') ?? '/policies/privacy.html',
    supportEmail: text(env, 'SUPPORT_EMAIL') ?? 'support@dutylink.test',
    webRoot: path.resolve(REPO_ROOT, text(env, 'WEB_ROOT') ?? '.'),
    policiesDir: path.join(SERVER_ROOT, 'public', 'policies'),
    browserScriptsDir: path.join(SERVER_ROOT, 'dist', 'browser'),
    outboxPollMs: integer(env, 'OUTBOX_POLL_MS', 200),
    outboxBatchSize: Math.max(1, integer(env, 'OUTBOX_BATCH_SIZE', 64)),
    outboxConcurrency: Math.max(1, integer(env, 'OUTBOX_CONCURRENCY', 16)),
    outboxStaleClaimMs: integer(env, 'OUTBOX_STALE_CLAIM_MS', 5 * 60_000),
    outboxRetryHours: Math.max(1, integer(env, 'OUTBOX_RETRY_HOURS', 24)),
    outboxRetentionDays: integer(env, 'OUTBOX_RETENTION_DAYS', 30),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    plans: loadPlans(env),
    stripe: stripeFrom(env),
    subscriptionTickMs: integer(env, 'SUBSCRIPTION_TICK_MS', 60_000),
    periodicPollMs: Math.max(500, integer(env, 'PERIODIC_POLL_MS', 2_000)),
    periodicMaintenanceSeconds: Math.max(1, integer(env, 'PERIODIC_MAINTENANCE_SECONDS', 10)),
    postsPerPeriod: loadPostsPerPeriod(env),
    metricsToken: metricsTokenFrom(env),
  };
}

/** The dev outbox (/dev/outbox, /api/dev/*) exists only in demo mode, while no real provider is configured. */
export function usesDevProviders(config: Config): boolean {
  return config.mode === 'demo' && !config.twilio && !config.smtp;
}

const MIN_AUTH_SECRET_LENGTH = 32;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The site is served over https (PUBLIC_URL says so): every cookie is Secure and every answer carries HSTS,
 * whether or not the request's own protocol says https (without TRUST_PROXY it reads http behind a proxy).
 */
export function servedOverHttps(config: Config): boolean {
  return isHttpsUrl(config.publicUrl);
}

/**
 * Every missing or unsafe setting that keeps a config from serving real users, one line each
 * (empty: ready). Outside demo mode the server refuses to start until it is empty.
 */
export function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!config.twilio) problems.push('SMS provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (Twilio)');
  if (!config.smtp) problems.push('E-mail provider: set SMTP_HOST (and SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_FROM as your server needs)');
  if (!config.stripe) problems.push('Payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe)');
  if (!config.vapid) problems.push('Push notifications: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (npx web-push generate-vapid-keys)');
  if ((config.authSecret?.length ?? 0) < MIN_AUTH_SECRET_LENGTH) problems.push(`AUTH_SECRET: set a random secret of at least ${MIN_AUTH_SECRET_LENGTH} characters`);
  if (!isHttpsUrl(config.publicUrl)) problems.push(`PUBLIC_URL: set the site's https:// address (now ${config.publicUrl}); every link we send is built from it`);
  if (!config.databaseUrl) problems.push('DATABASE_URL: set a PostgreSQL server (the embedded PGlite is for the demo: one process, a local folder, no backups)');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.supportEmail) || config.supportEmail.endsWith('.test')) {
    problems.push(`SUPPORT_EMAIL: set the address users write to for help (now ${config.supportEmail}); a blocked user is told to write there`);
  }
  if (config.demoData) problems.push('DEMO_DATA: switch it off (it seeds the demo accounts, a demo admin among them)');
  return problems;
}

/** Why this config must not start, or undefined when it may: demo mode asked for by name, or nothing missing. */
export function startRefusal(config: Config): string | undefined {
  if (config.mode === 'demo') return undefined;
  const problems = productionProblems(config);
  if (problems.length === 0) return undefined;
  return [
    'DutyLink refuses to start: DUTYLINK_MODE is not demo, and a real deployment needs:',
    ...problems.map((problem) => `  - ${problem}`),
    'See "Production checklist" in docs/deploy.md. To try DutyLink on this machine instead: npm start (DUTYLINK_MODE=demo).',
  ].join('\n');
}
