/**
 * The sign-in and sign-up pages' one script (served at /auth/sign-in.js, built by server/build.mjs). The pages
 * work without it; with it: the phone masked as it is typed, the role kept in the address, the six code boxes
 * that move on and submit at the sixth digit, the resend wait counting down, one submit per tap, and the
 * sign-up form kept while a policy is read (spec section 2 and 8).
 */
import { CODE_LENGTH, isUsPhone, maskedCaret, maskPhone, messages } from '@dutylink/contracts';

/** What a visitor typed and ticked on sign-up, kept for the tab's life (sessionStorage). */
const DRAFT_KEY = 'dutylink.signUpDraft';
type Draft = Record<string, string | boolean>;

function readDraft(): Draft {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Draft;
  } catch {
    return {};
  }
}

function saveDraft(next: Draft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...readDraft(), ...next }));
  } catch {
    // Private browsing without storage: the form is simply not kept.
  }
}

/** Every form submits once: a second tap on a slow network would send a second code. */
function submitOnce(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    if (form.dataset.sent) return event.preventDefault();
    form.dataset.sent = 'true';
    for (const button of form.querySelectorAll('button')) button.disabled = true;
  });
}

function maskAsTyped(input: HTMLInputElement): void {
  const mask = () => {
    const caret = input.selectionStart ?? input.value.length;
    const masked = maskPhone(input.value);
    const at = maskedCaret(input.value, caret);
    input.value = masked;
    if (document.activeElement === input) input.setSelectionRange(at, at);
  };
  input.addEventListener('input', mask);
  if (input.value) input.value = maskPhone(input.value);
}

/** The phone's rule as the server checks it (contracts' phoneSchema), said when the field is left. */
function phoneProblem(value: string): string | undefined {
  if (!value.trim()) return messages.required;
  if (!value.startsWith('+1')) return messages.phoneStart;
  return isUsPhone(value) ? undefined : messages.phoneInvalid;
}

function checkWhenLeft(input: HTMLInputElement): void {
  const help = document.getElementById('phone-help')!;
  const check = () => {
    const problem = phoneProblem(input.value);
    // The line is always there: a message appearing must not move what the visitor is tapping.
    help.textContent = problem ?? '\u00a0';
    help.classList.toggle('error', !!problem);
    input.setAttribute('aria-invalid', String(!!problem));
  };
  input.addEventListener('blur', check);
  // Once said, a problem goes as soon as the number is right, not only when the field is left.
  input.addEventListener('input', () => {
    if (input.getAttribute('aria-invalid') === 'true' && !phoneProblem(input.value)) check();
  });
}

/** `url` with the role in its query. */
function withRole(url: string, role: string): string {
  const target = new URL(url, location.href);
  target.searchParams.set('role', role);
  return target.pathname + target.search;
}

/**
 * The chosen role in the address, the form's action and the links to the other door and the policies, so a
 * reload or the other page keeps it; the admin entry keeps its address (it offers Admin).
 */
function keepRole(form: HTMLFormElement): void {
  form.addEventListener('change', (event) => {
    const radio = event.target as HTMLInputElement;
    if (radio.name !== 'role') return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-role-link]')) link.href = withRole(link.href, radio.value);
    if (form.hasAttribute('data-admin-entry')) return;
    history.replaceState(history.state, '', withRole(location.href, radio.value));
    form.action = withRole(form.action, radio.value);
  });
}

function keepDraft(form: HTMLFormElement): void {
  const phone = form.querySelector<HTMLInputElement>('#phone')!;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  if (form.hasAttribute('data-restore-draft')) {
    const draft = readDraft();
    if (!phone.value && typeof draft.phone === 'string') phone.value = draft.phone;
    for (const box of boxes) if (draft[box.name] === true) box.checked = true;
  }
  const save = () => saveDraft(Object.fromEntries([['phone', phone.value], ...boxes.map((box) => [box.name, box.checked])]));
  form.addEventListener('input', save);
  form.addEventListener('change', save);
}

/** Six boxes of one digit each: typing moves on, Backspace moves back, a pasted or autofilled code fills them all, the sixth digit submits. */
function codeBoxes(form: HTMLFormElement): void {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input.digit')];
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const code = () => boxes.map((box) => box.value).join('');
  const update = () => {
    submit.disabled = code().length !== CODE_LENGTH;
    if (!submit.disabled && !form.dataset.sent) form.requestSubmit(submit);
  };
  const fill = (from: number, digits: string) => {
    let at = from;
    for (const digit of digits.slice(0, CODE_LENGTH - from)) boxes[at++]!.value = digit;
    boxes[Math.min(at, CODE_LENGTH - 1)]!.focus();
  };
  boxes.forEach((box, index) => {
    box.addEventListener('input', () => {
      const digits = box.value.replace(/\D/g, '');
      box.value = '';
      if (digits) fill(digits.length >= CODE_LENGTH ? 0 : index, digits);
      update();
    });
    box.addEventListener('keydown', (event) => {
      if (event.key !== 'Backspace' || box.value || index === 0) return;
      event.preventDefault();
      boxes[index - 1]!.value = '';
      boxes[index - 1]!.focus();
      update();
    });
    box.addEventListener('focus', () => box.select());
  });
  form.addEventListener('submit', () => {
    for (const box of boxes) box.readOnly = true;
  });
  update();
}

/** 'You can ask for a new code in N s.', counted from the clock (a phone throttles a hidden tab's timers); then 'Send again'. */
function resendWait(line: HTMLElement, resend: HTMLElement): void {
  const until = Number(line.dataset.resendAt);
  const seconds = line.querySelector('span')!;
  const tick = () => {
    const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
    seconds.textContent = String(left);
    line.hidden = left === 0;
    resend.hidden = left > 0;
    if (left === 0) clearInterval(timer);
  };
  const timer = setInterval(tick, 1000);
  tick();
}

for (const form of document.querySelectorAll<HTMLFormElement>('form')) submitOnce(form);
const phoneStep = document.querySelector<HTMLFormElement>('form[data-phone-step]');
if (phoneStep) {
  if (phoneStep.querySelector('input[type=checkbox]')) keepDraft(phoneStep);
  const phone = phoneStep.querySelector<HTMLInputElement>('#phone')!;
  maskAsTyped(phone);
  checkWhenLeft(phone);
  keepRole(phoneStep);
}
const codeStep = document.querySelector<HTMLFormElement>('form[data-code-step]');
if (codeStep) {
  codeBoxes(codeStep);
  if (codeStep.hasAttribute('data-clear-draft')) sessionStorage.removeItem(DRAFT_KEY);
}
const waitLine = document.querySelector<HTMLElement>('[data-resend-at]');
const resend = document.querySelector<HTMLElement>('[data-resend]');
if (waitLine && resend) resendWait(waitLine, resend);
// Sign Up from sign-in's code step: the sign-up form starts with the phone the code went to.
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-draft-phone]')) {
  link.addEventListener('click', () => saveDraft({ phone: link.dataset.draftPhone! }));
}
