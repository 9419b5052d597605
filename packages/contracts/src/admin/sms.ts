import { yup } from '../yup';
import { Role } from '../roles';
import { digitsSchema, idSchema } from '../schemas';
import { foldToGsm7, smsSize, unicodeCharacters } from '../sms-alphabet';

/** Characters of a part of a joined GSM-7 message (a single part holds 160; spec section 9 says 160 for both). */
export const SMS_PART_LENGTH = 153;
/** Most parts one admin message may have (carriers join up to 10 parts; not shown by the spec). */
export const SMS_MAX_PARTS = 10;
export const SMS_MAX_LENGTH = SMS_PART_LENGTH * SMS_MAX_PARTS;

/**
 * The parts carriers bill for the text as it is sent (folded to GSM-7, sms-alphabet.ts): spec section 9 divides the
 * trimmed length by 160, but a part of a joined message holds 153 (issue 37: 310 characters are 3 parts, not 2).
 */
export function smsParts(text: string): number {
  const trimmed = text.trim();
  return trimmed ? smsSize(foldToGsm7(trimmed)).segments : 0;
}

/**
 * Issue 37: the characters of the text that would make it a Unicode SMS (70 characters a part), and what each is
 * sent as; null when there are none: 'Not in the SMS alphabet, so sent as plain text: – → -, ’ → ', 😀 left out'.
 */
export function smsUnicodeWarning(text: string): string | null {
  const characters = unicodeCharacters(text.trim());
  if (characters.length === 0) return null;
  const sentAs = characters.map((char) => {
    const folded = foldToGsm7(char).trim();
    return folded ? `${char} → ${folded}` : `${char} left out`;
  });
  return `Not in the SMS alphabet, so sent as plain text: ${sentAs.join(', ')}`;
}

/**
 * The counter under the text area: the length of the text as sent (trimmed, folded), and its parts when more
 * than one (spec section 9's '170/2', in words): '14 characters', '170 characters · 2 parts'.
 */
export function smsCounterText(text: string): string {
  const length = foldToGsm7(text.trim()).length;
  const parts = smsParts(text);
  const characters = `${length} ${length === 1 ? 'character' : 'characters'}`;
  return parts > 1 ? `${characters} · ${parts} parts` : characters;
}

/**
 * 'Total SMS: 24 (2 parts × 12 recipients)': the spec's total of a bulk send (parts × recipients), with what it
 * multiplies once there is a text. Not shown for a personal message.
 */
export function smsTotalText(text: string, recipients: number): string {
  const parts = smsParts(text);
  const total = `Total SMS: ${(parts * recipients).toLocaleString('en-US')}`;
  if (parts === 0) return total;
  return `${total} (${parts} ${parts === 1 ? 'part' : 'parts'} × ${recipients.toLocaleString('en-US')} ${recipients === 1 ? 'recipient' : 'recipients'})`;
}

/** Under the message once it is as long as a text can be: typing stops there, and this says why. */
export const SMS_LIMIT_NOTE = `That is the longest a text can be: ${SMS_MAX_PARTS} parts.`;

/**
 * Spec section 3, SMS message: POST admin/misc/send-sms.
 * A personal message names its recipient in userIDs (one id); a bulk send has userIDs [] and goes to every
 * active (enabled, not deleted) account of role (Employee or Employer).
 */
export interface SendSmsRequest {
  text: string;
  role: Role;
  userIDs: number[];
}

/** Answer of send-sms: how many messages were queued in the outbox (one per recipient, each of `parts` parts). */
export interface SendSmsResponse {
  recipients: number;
}

/** GET admin/misc/user-count/{role}: the bulk SMS recipients, active accounts of that role whose phone has not replied STOP. */
export interface UserCountResponse {
  count: number;
}

export const smsMessages = {
  required: 'Required',
  tooLong: `At most ${SMS_MAX_LENGTH} characters (${SMS_MAX_PARTS} parts of ${SMS_PART_LENGTH})`,
} as const;

/** Shown in the grids and on a profile when the user's phone replied STOP. */
export const SMS_OPTED_OUT_TAG = 'SMS off (STOP)';
export const SMS_OPTED_OUT_HINT = 'This phone replied STOP: it gets no text messages but sign-in codes until it replies START.';

/** The bulk send's confirmation: exactly how many people it reaches, and who is left out. */
export function bulkSmsConfirmText(recipients: number, who: 'employee' | 'employer'): string {
  const people = `${recipients} ${who}${recipients === 1 ? '' : 's'}`;
  return `Send this SMS to ${people}? Blocked accounts and phones that replied STOP are left out.`;
}

/** Why a message reaches nobody (409 answers of send-sms). */
export const smsRefusals = {
  blocked: (who: 'employee' | 'employer') => `This ${who} is blocked: unblock the account to send an SMS`,
  optedOut: (who: 'employee' | 'employer') => `This ${who} replied STOP: no SMS reaches them until they reply START`,
  noPhone: (who: 'employee' | 'employer') => `This ${who} has no cell phone number`,
  nobody: (who: 'employee' | 'employer') => `No ${who} can receive an SMS: blocked accounts and phones that replied STOP are left out`,
} as const;

const chooseRole = 'Choose Employee or Employer';

/** Who admin messages go to: employees or employers (a number, also as digits in a path). */
const messageRoleSchema = (digitsSchema() as yup.NumberSchema<Role | undefined>)
  .typeError(chooseRole)
  .required('Required')
  .oneOf([Role.Employee, Role.Employer], chooseRole);

export const sendSmsSchema = yup.object({
  text: yup
    .string()
    .trim()
    .required(smsMessages.required)
    .max(SMS_MAX_LENGTH, smsMessages.tooLong)
    .test('parts', smsMessages.tooLong, (text) => smsParts(text ?? '') <= SMS_MAX_PARTS),
  role: messageRoleSchema,
  userIDs: yup.array(idSchema).defined().max(1, 'Send to one user or to all'),
});

/** The path of GET admin/misc/user-count/{role}. */
export const userCountParamsSchema = yup.object({ role: messageRoleSchema });
