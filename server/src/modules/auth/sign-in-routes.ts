import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as yup from 'yup';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  anyRoleSchema,
  BLOCKED_ACCOUNT,
  CODE_LENGTH,
  formatPhone,
  maskPhone,
  messages,
  paths,
  Role,
  safeReturnUrl,
  SELF_SERVICE_ROLES,
  signInPhoneSchema,
  signUpPhoneSchema,
  toE164,
  userHome,
} from '@dutylink/contracts';
import { pageAnswers, seeOther, textAnswer } from '../../contract/answers';
import { HttpError } from '../../http-errors';
import { SESSION_COOKIE } from '../../lib/sessions';
import { ownCookie } from '../../plugins/session';
import { phoneSignIn } from './phone-sign-in';
import { codePath, codeStep, CONSENTS, DOOR_PATH, formAction, phoneStep, SIGN_IN_SCRIPT, type AuthForm, type Consents, type Door, type FieldErrors, type Note } from './sign-in-page';

const ADMIN_ENTRY_ROLES = [...SELF_SERVICE_ROLES, Role.Admin] as const;
const adminSignInSchema = signInPhoneSchema.shape({ role: anyRoleSchema });
const SCHEMAS = { signIn: signInPhoneSchema, signUp: signUpPhoneSchema };

/** Fastify's view of a page request: the query as sent, and a posted form as URLSearchParams. */
/** How a post can be refused, each answered with the page saying so: input, Origin, too large, not a form, too many. */
const REFUSED = [400, 403, 413, 415, 429];

type PageRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

const querystring = yup.object({ role: yup.string(), returnUrl: yup.string() });

/** The code step's state between requests (see toCodeStep). */
const PENDING_COOKIE = 'dl_signin';
interface Pending {
  door: Door;
  role: Role;
  phone: string;
  consents: Consents;
  resendAt: number;
  smsDelayed: boolean;
  note?: Note;
  refusal?: string;
}

/** The role chosen in `raw` when the page offers it, else Employee (the default choice). */
function roleOf(raw: string | null | undefined, roles: readonly Role[]): Role {
  const role = raw == null || raw.trim() === '' ? NaN : Number(raw);
  return (roles as readonly number[]).includes(role) ? (role as Role) : Role.Employee;
}

function formOf(door: Door, request: PageRequest, posted?: URLSearchParams): AuthForm {
  // The admin entry (?role=1000) keeps offering Admin whatever the visitor picks on it.
  const roles = door === 'signIn' && request.query.role === String(Role.Admin) ? ADMIN_ENTRY_ROLES : SELF_SERVICE_ROLES;
  const returnUrl = safeReturnUrl(request.query.returnUrl);
  const consents = Object.fromEntries(CONSENTS.map(({ name }) => [name, posted?.get(name) === 'on'])) as Consents;
  return {
    door,
    roles,
    role: roleOf(posted ? posted.get('role') : request.query.role, roles),
    phone: posted?.get('phone') ?? '',
    returnUrl,
    consents,
  };
}

/** Step 0's refusals by field, from the app's own rules (contracts), in its words. */
function fieldErrors(form: AuthForm): FieldErrors {
  const schema = form.roles.includes(Role.Admin) ? adminSignInSchema : SCHEMAS[form.door];
  try {
    schema.validateSync({ role: form.role, phone: maskPhone(form.phone), ...form.consents }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

/** A refusal of the phone sign-in: its title, and the field message when it has one (the code's). */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError && error.statusCode < 500) return error;
  throw error;
}

/** The pages' script, built beside the server (server/build.mjs); without it the forms still work. */
function pageScript(dir: string): { body: Buffer; etag: string } | undefined {
  const file = path.join(dir, 'sign-in.js');
  if (!existsSync(file)) return undefined;
  const body = readFileSync(file);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
}

/**
 * /auth, /auth/signIn and /auth/signUp, rendered here (docs/decisions/server-sign-in.md): forms that post to
 * their own address and work without any script, through the API's own phone sign-in (the same codes, limits,
 * device cookie and session). A right code answers 303 to where the user belongs (userHome).
 */
export async function signInPages(app: FastifyInstance, { codeKey }: { codeKey: string }): Promise<void> {
  const phone = phoneSignIn(app, codeKey);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, new URLSearchParams(body as string)));

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const resendIn = (seconds: number) => app.now().getTime() + seconds * 1000;

  // A refusal before the handler (the Origin check, a rate limit, a body too large): the page says it, never JSON.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request: PageRequest, reply) => {
    const status = error.statusCode ?? 500;
    const refusal = refusalOf(error instanceof HttpError ? error : new HttpError(status, status < 500 ? error.message : 'Internal Server Error'));
    const door: Door = request.url.startsWith(DOOR_PATH.signUp) ? 'signUp' : 'signIn';
    return html(reply, refusal.statusCode, phoneStep(formOf(door, request), { note: { kind: 'error', text: refusal.title } }));
  });

  /**
   * The code step between requests (post/redirect/get: Back, Forward and reload never ask to post a form again):
   * the phone and role the code went to, the consents, the resend wait, and what the next page says once.
   * A signed cookie of /auth that lives as long as a code.
   */
  const pendingCookie = (request: FastifyRequest, seconds = app.config.codes.ttlMinutes * 60) => ({ ...ownCookie(request, seconds, paths.auth), signed: true });
  function readPending(request: FastifyRequest, door: Door): Pending | undefined {
    const raw = request.cookies[PENDING_COOKIE];
    const { valid, value } = raw ? request.unsignCookie(raw) : { valid: false, value: null };
    if (!valid || !value) return undefined;
    try {
      const pending = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Pending;
      return pending.door === door && toE164(pending.phone) === pending.phone ? pending : undefined;
    } catch {
      return undefined;
    }
  }
  /** To the code step, which says `flash` once. */
  function toCodeStep(request: FastifyRequest, reply: FastifyReply, form: AuthForm, state: Omit<Pending, 'door' | 'role' | 'phone' | 'consents'>) {
    const pending: Pending = { door: form.door, role: form.role, phone: form.phone, consents: form.consents, ...state };
    reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify(pending)).toString('base64url'), pendingCookie(request));
    return reply.header('cache-control', 'no-store').redirect(formAction(codePath(form.door), form), 303);
  }

  async function send(request: PageRequest, reply: FastifyReply, form: AuthForm) {
    try {
      const answer = await phone.send(request, reply, { role: form.role, phone: form.phone, purpose: form.door });
      return toCodeStep(request, reply, form, { resendAt: resendIn(answer.retryAfterSeconds), smsDelayed: answer.smsDelayed, note: { kind: 'done', text: 'Code sent' } });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.statusCode !== 429) return html(reply, refusal.statusCode, phoneStep({ ...form, phone: formatPhone(form.phone) }, { note: { kind: 'error', text: refusal.title } }));
      // Asked again within the wait (Change phone number and back, a second tap): the code already sent still
      // works, so the code step comes back with the wait counting on.
      const wait = Number(refusal.headers?.['retry-after'] ?? 0);
      return toCodeStep(request, reply, form, { resendAt: resendIn(wait), smsDelayed: false, note: { kind: 'warn', text: `${refusal.title}.` } });
    }
  }

  async function verify(request: PageRequest, reply: FastifyReply, form: AuthForm, pending: Pending, code: string) {
    const again = (state: { refusal?: string; note?: Note }) => toCodeStep(request, reply, form, { resendAt: pending.resendAt, smsDelayed: pending.smsDelayed, ...state });
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return again({ refusal: messages.codeLength });
    try {
      const user = await phone.verify(request, reply, { role: form.role, phone: form.phone, purpose: form.door }, code);
      reply.clearCookie(PENDING_COOKIE, pendingCookie(request, 0));
      return reply.header('cache-control', 'no-store').redirect(userHome({ role: user.role, emailVerified: user.email_verified }, form.returnUrl), 303);
    } catch (error) {
      const refusal = refusalOf(error);
      const blockedHelp = refusal.errors?.[BLOCKED_ACCOUNT.field]?.[0];
      if (blockedHelp) return again({ note: { kind: 'error', title: refusal.title, text: blockedHelp } });
      const codeRefusal = refusal.errors?.code?.[0];
      return again(codeRefusal ? { refusal: codeRefusal } : { note: { kind: 'error', text: refusal.title } });
    }
  }

  const pageSchema = (description: string, statuses: number[], redirect?: string) => ({
    querystring,
    response: {
      ...textAnswer('text/html', description),
      ...(redirect ? seeOther(redirect) : {}),
      ...pageAnswers('The form again, saying what was refused and what to do', statuses),
    },
  });


  for (const door of ['signIn', 'signUp'] as const) {
    const name = door === 'signIn' ? 'sign-in' : 'sign-up';
    for (const url of door === 'signIn' ? [paths.auth, DOOR_PATH.signIn] : [DOOR_PATH.signUp]) {
      app.get(url, { schema: { querystring, response: { ...textAnswer('text/html', `The ${name} page`), ...pageAnswers('The page, saying its address was not understood', [400]) } } }, async (request: PageRequest, reply) => {
        // Back from the code step, or 'Change phone number': the form as the visitor sent it.
        const pending = readPending(request, door);
        const form = formOf(door, request);
        const user = request.cookies[SESSION_COOKIE] ? await app.signedInUser(request, reply) : null;
        return html(
          reply,
          200,
          phoneStep(pending ? { ...form, phone: formatPhone(pending.phone), consents: pending.consents } : form, {
            restoreDraft: door === 'signUp' && !pending,
            signedIn: user ? { name: user.name ?? formatPhone(user.phone ?? ''), home: userHome({ role: user.role, emailVerified: user.email_verified }) } : undefined,
          }),
        );
      });
    }

    // Step 0 and 'Send again': the send call's per-source limit, the same bucket as the API's.
    app.post(DOOR_PATH[door], { config: { rateLimit: phone.limits.send }, schema: pageSchema(`The ${name} form again, saying what to correct`, REFUSED, 'To the code step: a code was sent') }, async (request: PageRequest, reply) => {
      const posted = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const form = formOf(door, request, posted);
      const errors = fieldErrors(form);
      const e164 = toE164(maskPhone(form.phone));
      if (posted.get('step') !== 'send' || !e164 || Object.keys(errors).length) return html(reply, 400, phoneStep(form, { errors }));
      return send(request, reply, { ...form, phone: e164 });
    });

    // The code step: the six boxes, as the last send or check left them.
    app.get(codePath(door), { schema: { querystring, response: { ...textAnswer('text/html', `The ${name} code step`), ...seeOther(`To the ${name} page, without a code sent`), ...pageAnswers('The page, saying its address was not understood', [400]) } } }, async (request: PageRequest, reply) => {
      const pending = readPending(request, door);
      const form = formOf(door, request);
      if (!pending) return reply.redirect(formAction(DOOR_PATH[door], form), 303);
      // What happened is said once: a reload shows the step without it.
      if (pending.note || pending.refusal) reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify({ ...pending, note: undefined, refusal: undefined })).toString('base64url'), pendingCookie(request));
      const sent: AuthForm = { ...form, role: form.roles.includes(pending.role) ? pending.role : form.role, phone: pending.phone, consents: pending.consents };
      return html(reply, 200, codeStep(sent, { resendAt: pending.resendAt, smsDelayed: pending.smsDelayed, refusal: pending.refusal }, { note: pending.note, now: app.now().getTime() }));
    });

    // A code to check: the verify call's limit.
    app.post(
      codePath(door),
      { config: { rateLimit: phone.limits.verify }, schema: pageSchema(`The ${name} form, when no code was sent`, REFUSED, 'A right code: to the returnUrl or the role home, or first to the e-mail confirmation; a wrong one: to the code step saying why') },
      async (request: PageRequest, reply) => {
        const posted = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const pending = readPending(request, door);
        const form = formOf(door, request);
        if (!pending) return html(reply, 400, phoneStep(form, { note: { kind: 'error', text: 'Your code has expired. Ask for a new one.' } }));
        return verify(request, reply, { ...form, role: pending.role, phone: pending.phone, consents: pending.consents }, pending, posted.getAll('code').join(''));
      },
    );
  }

  const script = pageScript(app.config.browserScriptsDir);
  // Asked again on each page (1.5 KB gzip), so a release reaches every visitor at once.
  app.get(SIGN_IN_SCRIPT, { schema: { response: textAnswer('text/javascript', "The sign-in pages' script: the phone mask, the code boxes and the resend wait") } }, async (_request, reply) =>
    script ? reply.header('cache-control', 'no-cache').header('etag', script.etag).type('text/javascript; charset=utf-8').send(script.body) : reply.callNotFound(),
  );
}
