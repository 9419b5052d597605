import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { authPaths, TIME_ZONE_COOKIE, type Role } from '@dutylink/contracts';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/connect';
import { createTestDatabase, type TestDatabase } from './database';

export const ORIGIN = 'http://localhost:8080';

/**
 * A config as the server reads it, in demo mode (the tests read codes from the dev outbox), with
 * limits per IP high enough for a whole test file. PRODUCTION_ENV turns it into a real deployment's.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DUTYLINK_MODE: 'demo',
    PUBLIC_URL: ORIGIN,
    RATE_LIMIT_SEND_PER_MINUTE: '10000',
    RATE_LIMIT_VERIFY_PER_MINUTE: '10000',
    WEB_ROOT: path.join(os.tmpdir(), 'dutylink-test-no-web-build'),
    ...env,
  });
}

/** Every setting a real deployment needs (productionProblems finds nothing); no provider is reached at start. */
export const PRODUCTION_ENV: Record<string, string> = {
  DUTYLINK_MODE: 'production',
  PUBLIC_URL: 'https://dutylink.example',
  DATABASE_URL: 'postgres://dutylink@db.invalid:5432/dutylink',
  AUTH_SECRET: 'a-test-secret-of-at-least-32-characters',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM: '+15555550199',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '2525',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
  SUPPORT_EMAIL: 'support@dutylink.example',
  // A key pair made for the tests (npx web-push generate-vapid-keys).
  VAPID_PUBLIC_KEY: 'BOv6qG5pGeh-A7o6_m0lKmNR8jljFV7xXG_wZwph8gYop6bFLTGIoNsCXYiUY2Pn2LtGmyX2blWLu9Jl2n6KHXo',
  VAPID_PRIVATE_KEY: '--dohFhjoEjYHwYkNiCRo-Epvu3HUKPBmT5-et6jvmo',
  VAPID_SUBJECT: 'mailto:support@dutylink.example',
};

/** A clock the tests move forward instead of sleeping. */
export class TestClock {
  current = new Date();
  now = () => this.current;
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let phoneCounter = Math.floor(Math.random() * 800_000);

/** A valid US number no other test of the file uses, so per-phone limits never collide. */
export function newPhone(): string {
  phoneCounter += 1;
  return `+1555${2_000_000 + phoneCounter}`;
}

export interface Call {
  body?: unknown;
  cookie?: string;
  /** The browser's zone, sent in the time-zone cookie (spec section 9) beside the session cookie. */
  timeZone?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  /** The caller's address, as the socket gives it (default 127.0.0.1). */
  ip?: string;
}

export class TestApp {
  constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    readonly clock: TestClock,
  ) {}

  /** An API call the way the browser makes it: JSON body, our Origin, the session cookie. */
  call(method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT', url: string, { body, cookie, timeZone, origin = ORIGIN, headers = {}, ip }: Call = {}): Promise<LightMyRequestResponse> {
    const options: InjectOptions = { method, url: url.startsWith('/') ? url : `/api/${url}`, headers: { ...headers }, remoteAddress: ip };
    if (origin) options.headers!.origin = origin;
    const cookies = [cookie, timeZone === undefined ? undefined : `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}`].filter(Boolean);
    if (cookies.length > 0) options.headers!.cookie = cookies.join('; ');
    if (method !== 'GET') {
      options.headers!['content-type'] ??= 'application/json';
      options.payload = typeof body === 'string' ? body : JSON.stringify(body ?? {});
    }
    return this.app.inject(options);
  }

  /** What the dev outbox shows for a recipient, after delivering everything due. */
  async outbox(to: string): Promise<{ channel: string; to: string; body: string; createdAt: string }[]> {
    await this.app.outbox.drain();
    const response = await this.call('GET', `dev/outbox?to=${encodeURIComponent(to)}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** The code of the newest message carrying one (the demo's notices to the same phone may be newer). */
  async latestCode(phone: string): Promise<string> {
    const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];
    const code = (await this.outbox(phone)).map((message) => codeOf(message.body)).find(Boolean);
    if (!code) throw new Error(`No code for ${phone}`);
    return code;
  }

  /** A browser of its own: its calls carry the cookies earlier answers set (the device cookie a code is bound to, the session). */
  browser(ip?: string): Browser {
    return new Browser(this, ip);
  }

  /** Signs in through the real calls, from a new browser; returns the session cookie. */
  async signIn(role: Role, phone: string): Promise<string> {
    const browser = this.browser();
    expect((await browser.call('POST', authPaths.signInSendCode(role, phone))).statusCode).toBe(200);
    const response = await browser.call('POST', authPaths.signInVerify(role, phone, await this.latestCode(phone)));
    expect(response.statusCode).toBe(200);
    return sessionCookie(response);
  }

  async signUp(role: Role, phone = newPhone()): Promise<{ cookie: string; phone: string; userId: number }> {
    const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };
    const browser = this.browser();
    expect((await browser.call('POST', authPaths.signUpSendCode(role, phone), { body: consents })).statusCode).toBe(200);
    const response = await browser.call('POST', authPaths.signUpVerify(role, phone, await this.latestCode(phone)), { body: consents });
    expect(response.statusCode).toBe(200);
    return { cookie: sessionCookie(response), phone, userId: response.json().user.id };
  }

  /** Moves the clock past the resend delay so the same phone may ask again. */
  afterResendDelay(): void {
    this.clock.advance((this.app.config.codes.resendDelaySeconds + 1) * 1000);
  }

  async count(table: 'users' | 'sessions' | 'phone_codes' | 'email_links' | 'outbox'): Promise<number> {
    const row = await this.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async counts(): Promise<Record<string, number>> {
    const tables = ['users', 'sessions', 'phone_codes', 'email_links', 'outbox'] as const;
    return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await this.count(t)] as const)));
  }
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'dl_session');
  if (!cookie?.value) throw new Error('No session cookie');
  return `dl_session=${cookie.value}`;
}

/** Calls from one browser: cookies set by an answer go with the next calls, a cleared one goes; `ip` is its address. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    readonly ip?: string,
  ) {}

  async call(method: 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT', url: string, options: Call = {}): Promise<LightMyRequestResponse> {
    const held = [...this.cookies].map(([name, value]) => `${name}=${value}`);
    const cookie = [options.cookie, ...held].filter(Boolean).join('; ') || undefined;
    const response = await this.t.call(method, url, { ip: this.ip, ...options, cookie });
    const header = response.headers['set-cookie'];
    for (const set of (Array.isArray(header) ? header : [header]).filter((c): c is string => !!c)) {
      // The raw value, as the browser sends it back (a signed value is URL-encoded).
      const [, name = '', value = ''] = /^([^=]+)=([^;]*)/.exec(set) ?? [];
      if (value && !/max-age=0\b|expires=thu, 01 jan 1970/i.test(set)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }
}

/**
 * One database per test file (creating PGlite costs seconds), apps built on it per need.
 * Call at the top of a describe: it registers beforeAll/afterAll.
 */
export function useTestDatabase(): { readonly current: TestDatabase; build(options?: Partial<AppOptions> & { env?: Record<string, string> }): Promise<TestApp> } {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });
  return {
    get current() {
      return database!;
    },
    async build({ env, ...options } = {}) {
      const clock = new TestClock();
      const app = await buildApp({
        config: testConfig(env),
        db: database!.db,
        closeDbWithApp: false,
        now: clock.now,
        startWorker: false,
        ...options,
      });
      apps.push(app);
      await app.ready();
      return new TestApp(app, database!.db, clock);
    },
  };
}
