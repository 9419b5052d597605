import { yup } from './yup';
import { toE164 } from './phone';
import { phoneSchema } from './schemas';

/** What an inbound SMS did: STOP and START words change consent, HELP answers, anything else nothing. */
/** 'answer': the reply answered an ask (issue 36: a confirmation, a call-off's reason). */
export type SmsInboundAction = 'stop' | 'start' | 'help' | 'answer' | 'none';

/** POST /api/dev/sms/inbound: the action and the reply text the phone gets (null: none). */
export interface SmsInboundResult {
  action: SmsInboundAction;
  reply: string | null;
}

/** The longest text an SMS can carry (Twilio joins segments up to 1600 characters). */
export const SMS_TEXT_MAX_LENGTH = 1600;

const smsTextSchema = yup.string().max(SMS_TEXT_MAX_LENGTH, `At most ${SMS_TEXT_MAX_LENGTH} characters`);

/**
 * The form Twilio posts to /api/sms/inbound ("A message comes in"), once its signature holds: the
 * sender's number and the text (Twilio sends more parameters; only these are read).
 */
export const twilioInboundSchema = yup.object({
  From: yup.string().required('Required').max(32, 'At most 32 characters'),
  Body: smsTextSchema.default(''),
});

/** POST /api/dev/sms/inbound: a reply as if a US phone had sent it. */
export const devSmsReplySchema = yup.object({
  from: phoneSchema.transform((value: string | undefined) => (value === undefined ? value : (toE164(value) ?? value))),
  body: smsTextSchema.defined('The text of the reply'),
});
