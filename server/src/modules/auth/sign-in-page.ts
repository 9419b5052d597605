import { authPath, CODE_LENGTH, employeeRoutes, formatPhone, paths, Role, ROLE_LABEL, safeReturnUrl } from '@dutylink/contracts';
import { escapeHtml as e } from '../../html';
import { plainPage } from '../web';

/** Sign-in or sign-up: the two doors share one page (docs/decisions/server-sign-in.md). */
export type Door = 'signIn' | 'signUp';

export const CONSENTS = [
  { name: 'agreeSms', label: 'I agree to receive SMS messages' },
  { name: 'agreeEmails', label: 'I agree to receive emails' },
  { name: 'agreeTerms', label: '' },
] as const;
export type ConsentName = (typeof CONSENTS)[number]['name'];
export type Consents = Record<ConsentName, boolean>;

/** What the visitor has chosen and typed so far, as the forms carry it. */
export interface AuthForm {
  door: Door;
  /** The roles offered: admins only on the admin entry (?role=1000) of sign-in. */
  roles: readonly Role[];
  role: Role;
  /** The phone as typed (step 0), or E.164 once a code was sent. */
  phone: string;
  returnUrl?: string;
  consents: Consents;
}

/** A line the page shows above its form: what happened, or what went wrong and what to do. */
export interface Note {
  kind: 'done' | 'warn' | 'error';
  title?: string;
  text: string;
}

/** Step 0's refusals, by field, in the words of the app's forms. */
export type FieldErrors = Partial<Record<'phone' | ConsentName, string>>;

/** The code step: when a new code may be asked for, and whether texts are delayed. */
export interface CodeState {
  resendAt: number;
  smsDelayed: boolean;
  /** Why the last code was refused, under the boxes. */
  refusal?: string;
}

/** Shown while the server says texts are delayed (the SMS provider is failing), instead of a code that seems never to come. */
const SMS_DELAYED_LINE = 'Text messages are delayed right now. Your code may take a few minutes to arrive.';

/** The pages' one script (server/browser/sign-in.ts): the phone mask, the code boxes, the resend wait. */
export const SIGN_IN_SCRIPT = `${paths.auth}/sign-in.js`;

const TITLE: Record<Door, string> = { signIn: 'Sign In', signUp: 'Sign Up' };
const ROLE_LEGEND: Record<Door, string> = { signIn: 'Sign in as', signUp: 'Sign up as' };

/** The query of sign-in and sign-up: the role and the returnUrl, so moving between them loses neither. */
export const DOOR_PATH: Record<Door, string> = { signIn: paths.signIn, signUp: paths.signUp };
/** Where the code step posts: its own address, with the verify call's limits. */
export const codePath = (door: Door) => `${DOOR_PATH[door]}/code`;

const doorPath = (door: Door, role: Role, returnUrl: string | undefined) => authPath(DOOR_PATH[door], role, returnUrl);
/** Where the page's forms post: the chosen role in the address (a reload keeps it), except on the admin entry, which stays one. */
export const formAction = (path: string, form: Pick<AuthForm, 'roles' | 'role' | 'returnUrl'>) =>
  authPath(path, form.roles.includes(Role.Admin) ? Role.Admin : form.role, form.returnUrl);
const actionOf = (path: string, form: AuthForm) => e(formAction(path, form));

/**
 * Why the visitor is asked to sign in, when they came from a page of the app (an SMS link's "Open this job in
 * DutyLink", a bookmark): the sign-in page is not a dead end that forgot where they were going.
 */
function returnNote(returnUrl: string | undefined): string | undefined {
  const target = safeReturnUrl(returnUrl);
  if (!target) return undefined;
  const path = target.split('?')[0]!;
  if (/^\/employee\/jobs\/\d+$/.test(path)) return 'Sign in to see this job.';
  // The landing page's "Report a business": reports come from officers, who sign in first.
  if (path === employeeRoutes.report) return 'Officers sign in to report a business.';
  return 'Sign in to go on to the page you opened.';
}

/** Sign-in's code step answers the same for every number (phones are not enumerable): its first line says who got a code. */
function codeLead(door: Door, phone: string, role: Role): string {
  return door === 'signIn'
    ? `If ${formatPhone(phone)} has an ${ROLE_LABEL[role]} account, we texted it a 6-digit code.`
    : `Enter the 6-digit code we sent to ${formatPhone(phone)}.`;
}

function noteHtml(note: Note | undefined): string {
  if (!note) return '';
  const role = note.kind === 'error' ? 'alert' : 'status';
  return `<div class="note ${note.kind}" role="${role}">${note.title ? `<p><strong>${e(note.title)}</strong></p>` : ''}<p>${e(note.text)}</p></div>`;
}

/** The fields every form of the page carries, so each step posts what the visitor chose. */
function carried(form: AuthForm, { role = form.role } = {}): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${e(value)}">`;
  return [
    hidden('role', String(role)),
    hidden('phone', form.phone),
    ...(form.door === 'signUp' ? CONSENTS.filter(({ name }) => form.consents[name]).map(({ name }) => hidden(name, 'on')) : []),
  ].join('');
}

function page(form: AuthForm, body: string): string {
  return plainPage(`<div class="card auth"><h1>${TITLE[form.door]}</h1>${body}</div><script src="${SIGN_IN_SCRIPT}" defer></script>`);
}

/** The Terms consent's label: its two policies, opened with the form's query so their Back returns to this sign-up. */
function consentLabel(name: ConsentName, label: string, form: AuthForm): string {
  if (name !== 'agreeTerms') return e(label);
  const policy = (path: string) => e(authPath(path, form.role, form.returnUrl));
  return `I agree to the <a href="${policy(paths.terms)}" data-role-link>Terms</a> and <a href="${policy(paths.privacy)}" data-role-link>Privacy Policy</a>`;
}

/** Step 0: the role, the masked cell phone and, on sign-up, the three consents; 'Send code'. */
export function phoneStep(
  form: AuthForm,
  { errors = {}, note, restoreDraft = false, signedIn }: { errors?: FieldErrors; note?: Note; restoreDraft?: boolean; signedIn?: { name: string; home: string } } = {},
): string {
  const { door } = form;
  const radios = form.roles
    .map((role) => `<label class="choice"><input type="radio" name="role" value="${role}"${role === form.role ? ' checked' : ''}> ${ROLE_LABEL[role]}</label>`)
    .join('');
  const phoneError = errors.phone;
  const consents =
    door === 'signUp'
      ? `<div class="consents">${CONSENTS.map(({ name, label }) => {
          const error = errors[name];
          return `<div class="field"><label class="choice"><input type="checkbox" name="${name}"${form.consents[name] ? ' checked' : ''}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}> <span>${consentLabel(name, label, form)}</span></label>${error ? `<p class="help error" id="${name}-error">${e(error)}</p>` : ''}</div>`;
        }).join('')}</div>`
      : '';
  const other = door === 'signIn' ? ['New to DutyLink?', 'signUp'] as const : ['Already have an account?', 'signIn'] as const;
  const returnLine = door === 'signIn' && returnNote(form.returnUrl);
  return page(
    form,
    `${signedIn ? `<div class="note" role="status"><p>You are signed in as ${e(signedIn.name)}. <a href="${e(signedIn.home)}">Go to your account</a></p></div>` : ''}${returnLine ? `<p>${e(returnLine)}</p>` : ''}${noteHtml(note)}
<form method="post" action="${actionOf(DOOR_PATH[door], form)}" novalidate data-phone-step${restoreDraft ? ' data-restore-draft' : ''}${form.roles.includes(Role.Admin) ? ' data-admin-entry' : ''}>
<input type="hidden" name="step" value="send">
<fieldset class="roles"><legend>${ROLE_LEGEND[door]}</legend>${radios}</fieldset>
<div class="field"><label for="phone">Cell phone</label>
<input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" maxlength="17" placeholder="+1 (555) 555-0100" value="${e(form.phone)}" autofocus aria-describedby="phone-help"${phoneError ? ' aria-invalid="true"' : ''}>
<p class="help${phoneError ? ' error' : ''}" id="phone-help">${phoneError ? e(phoneError) : '&nbsp;'}</p></div>
${consents}<button class="button" type="submit">Send code</button>
</form>
<p>${other[0]} <a href="${e(doorPath(other[1], form.role, form.returnUrl))}" data-role-link>${TITLE[other[1]]}</a></p>`,
  );
}

/** Step 1: the six code boxes and Submit, the resend wait, Change phone number, and on sign-in the ways out of a code that never comes. */
export function codeStep(form: AuthForm, code: CodeState, { note, now }: { note?: Note; now: number }): string {
  const { door } = form;
  const boxes = Array.from({ length: CODE_LENGTH }, (_, index) =>
    `<input class="digit" name="code" aria-label="Digit ${index + 1}" inputmode="numeric" autocomplete="${index === 0 ? 'one-time-code' : 'off'}"${index === 0 ? ' autofocus' : ''}${code.refusal ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>`,
  ).join('');
  const wait = Math.max(0, Math.ceil((code.resendAt - now) / 1000));
  const postButton = (label: string, role = form.role) =>
    `<form method="post" action="${actionOf(DOOR_PATH[door], { ...form, role })}"><input type="hidden" name="step" value="send">${carried(form, { role })}<button class="link-button" type="submit">${label}</button></form>`;
  const hint =
    door === 'signIn'
      ? `<div class="ways-out">${form.roles
          .filter((role) => role !== form.role)
          .map((role) => `<div class="inline">${ROLE_LABEL[role]} account? ${postButton(`Sign in as ${ROLE_LABEL[role]}`, role)}</div>`)
          .join('')}<p>No account yet? <a href="${e(doorPath('signUp', form.role, form.returnUrl))}" data-draft-phone="${e(formatPhone(form.phone))}">Sign Up</a></p></div>`
      : '';
  return page(
    form,
    `${noteHtml(note)}<p>${e(codeLead(door, form.phone, form.role))}</p>${code.smsDelayed ? noteHtml({ kind: 'warn', text: SMS_DELAYED_LINE }) : ''}
<form method="post" action="${actionOf(codePath(door), form)}" novalidate data-code-step${door === 'signUp' ? ' data-clear-draft' : ''}>

<fieldset class="code"><legend>Code</legend><div class="digits">${boxes}</div>
${code.refusal ? `<p class="help error" id="code-error">${e(code.refusal)}</p>` : ''}</fieldset>
<button class="button" type="submit">Submit</button>
</form>
<div class="links">
<p class="help" data-resend-at="${code.resendAt}"${wait === 0 ? ' hidden' : ''}>You can ask for a new code in <span>${wait}</span> s.${wait > 0 ? ' <noscript>Reload the page then to send a new one.</noscript>' : ''}</p>
<div data-resend${wait > 0 ? ' hidden' : ''}>${postButton('Code didn&apos;t arrive? Click here to send again')}</div>
<a class="link" href="${actionOf(DOOR_PATH[door], form)}">Change phone number</a>
</div>${hint}`,
  );
}
