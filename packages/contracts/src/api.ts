import type { PushPayload } from './push/types';
import { Role } from './roles';
import type { UserInfo } from './user';

/** Every 4xx body of the API (spec section 8). */
export interface ApiErrorBody {
  title: string;
  errors?: Record<string, string[]>;
}

export interface UserResponse {
  user: UserInfo;
}

/** POST auth/emailSendCode/{role}/{email} */
export interface EmailSendCodeResponse {
  validHours: number;
}

/** POST auth/{signIn|signUp}/phoneSendCode/{role}/{phone} */
export interface PhoneSendCodeResponse {
  /** Seconds before the browser may offer to send again. */
  retryAfterSeconds: number;
  /**
   * Text messages are delayed right now (the SMS provider is failing, or messages wait): the code may take
   * a few minutes, and the page says so (issue 35).
   */
  smsDelayed: boolean;
}

/**
 * API paths of the Auth calls (spec section 7), relative to /api/.
 * Path parameters: role (number), phone (E.164, URL-encoded), code or token, e-mail (URL-encoded).
 */
export const authPaths = {
  /** POST: it changes state, so it needs JSON and DutyLink's Origin like every such call (a GET is 404). */
  logout: 'auth/logout',
  refresh: 'auth/refresh',
  deleteAccount: 'auth',
  signInSendCode: (role: Role, phone: string) => `auth/signIn/phoneSendCode/${role}/${encodeURIComponent(phone)}`,
  signInVerify: (role: Role, phone: string, code: string) =>
    `auth/signIn/phoneVerify/${role}/${encodeURIComponent(phone)}/${encodeURIComponent(code)}`,
  signUpSendCode: (role: Role, phone: string) => `auth/signUp/phoneSendCode/${role}/${encodeURIComponent(phone)}`,
  signUpVerify: (role: Role, phone: string, code: string) =>
    `auth/signUp/phoneVerify/${role}/${encodeURIComponent(phone)}/${encodeURIComponent(code)}`,
  /** With a returnUrl, the e-mailed link leads there once the address is confirmed. */
  emailSendCode: (role: Role, email: string, returnUrl?: string) =>
    `auth/emailSendCode/${role}/${encodeURIComponent(email)}${returnUrl ? `?${new URLSearchParams({ returnUrl }).toString()}` : ''}`,
  emailVerify: (role: Role, email: string, token: string) =>
    `auth/emailVerify/${role}/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
} as const;

/**
 * The 403 of a blocked account's sign-in or e-mail link: the title, and under `account` what the user can
 * do about it (issue 17: a bare 'blocked' was a dead end).
 */
export const BLOCKED_ACCOUNT = {
  title: 'Your account is blocked',
  field: 'account',
  help: (supportEmail: string) => `To ask why, or to have it unblocked, write to ${supportEmail}.`,
} as const;

/** Body of POST auth/signUp/phoneSendCode and auth/signUp/phoneVerify: the three sign-up consents, all true. */
export interface SignUpConsents {
  agreeSms: boolean;
  agreeEmails: boolean;
  agreeTerms: boolean;
}

/** GET /api/public/config: where the hosted policy documents live. */
export interface PublicConfig {
  termsUrl: string;
  privacyUrl: string;
}

/** GET /remotes.json: where each remote's Module Federation manifest lives right now. */
export interface RemoteUrls {
  remote_auth: string;
  remote_employee: string;
  remote_employer: string;
  remote_admin: string;
}

/** Which remote renders each role's area (the shell mounts it; the server preloads it). */
export const AREA_REMOTE = {
  [Role.Employee]: 'remote_employee',
  [Role.Employer]: 'remote_employer',
  [Role.Admin]: 'remote_admin',
} as const satisfies Record<Role, keyof RemoteUrls>;

export const publicPaths = {
  config: 'public/config',
} as const;

/** A message the demo's dev providers recorded instead of sending (GET /api/dev/outbox, demo mode only). */
export interface DevOutboxMessage {
  channel: 'sms' | 'email' | 'push';
  to: string;
  body: string;
  createdAt: string;
  /** A scheduled message's time (shift reminders, issue 20); only with ?scheduled=true. */
  sendAt?: string;
  /** The file an e-mail carries, by name: a receipt's invoice PDF, rendered when it is sent (issue 37). */
  attachment?: string;
  /** A push notification as the device gets it (issue 39), its acknowledgement path signed: the demo shows it on the device. */
  push?: PushPayload;
}

/**
 * GET /api/dev/outbox[?to=]: the newest 100 delivered messages, newest first; with &scheduled=true the
 * next 100 waiting for their time, soonest first.
 */
export type DevOutboxResponse = DevOutboxMessage[];
