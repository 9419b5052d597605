import { employeeRoutes, type SmsInboundAction, type SmsInboundResult } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { escapeHtml } from '../../html';
import { sms, type SmsText } from '../../lib/sms-text';
import type { SmsReplies } from '../../plugins/sms-replies';
import { optIn, optOut } from './opt-outs';

/** The opt-out words US carriers (CTIA) and Twilio recognise. */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
export const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
export const HELP_WORDS = new Set(['HELP', 'INFO']);

export function helpText(publicUrl: string): SmsText {
  return sms(1)`DutyLink: job alerts for security professionals. Reply STOP to stop, START to resume. Help: ${publicUrl}`;
}
export const STOP_TEXT = sms(1)`DutyLink: you will receive no more text messages except sign-in codes you ask for. Reply START to resume.`;
export const START_TEXT = sms(1)`DutyLink: text messages are on again. Reply STOP to stop, HELP for help.`;
/** A YES when no question is open for the phone (it was answered, released, filled or stopped), from a number that never replied STOP. */
export const nothingAskedText = (publicUrl: string) => sms(1)`DutyLink: no question is waiting for your answer now. Your shifts: ${publicUrl}${employeeRoutes.shifts}`;

/** The whole message is the keyword, compared trimmed and upper-cased ("  stop " is STOP; "stop it" is not). */
export function actionOf(body: string): { action: SmsInboundAction; keyword: string } {
  const keyword = body.trim().toUpperCase();
  if (STOP_WORDS.has(keyword)) return { action: 'stop', keyword };
  if (START_WORDS.has(keyword)) return { action: 'start', keyword };
  if (HELP_WORDS.has(keyword)) return { action: 'help', keyword };
  return { action: 'none', keyword };
}

export function twiml(message?: SmsText | null): string {
  return message
    ? `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escapeHtml(message)}</Message></Response>`
    : '<?xml version="1.0" encoding="UTF-8"?><Response/>';
}

/**
 * One inbound SMS from `from`: records STOP/START and returns the reply text (null: none). STOP and START are
 * confirmed; Twilio's own opt-out handling (default or Advanced Opt-Out) may answer them as well, and
 * blocks our STOP confirmation when it has already sent its own (docs/decisions/sms-consent.md). YES and any text that is
 * no keyword first answer the phone's latest open ask (issue 36: a confirmation, a call-off, an offer, a job alert);
 * from a number that replied STOP, YES is START as carriers have it; without an open ask, YES is told nothing is
 * waiting for an answer, and text nobody asked for gets HELP's answer.
 */
export async function handleInbound(db: Db, replies: SmsReplies, publicUrl: string, now: Date, from: string, body: string): Promise<SmsInboundResult & { reply: SmsText | null }> {
  const { action, keyword } = actionOf(body);
  // STOP, START and HELP keep their meaning; YES, START's synonym, is also every ask's answer, except from a number
  // that replied STOP: there it is START, as carriers have it (an alert's question may still be open).
  const optedOut = keyword === 'YES' && (await db.selectFrom('sms_opt_outs').select('phone').where('phone', '=', from).executeTakeFirst()) !== undefined;
  if ((action === 'none' || keyword === 'YES') && !optedOut) {
    const answer = await replies.answer(db, from, body, now);
    if (answer !== null) return { action: 'answer', reply: answer };
    // A YES to a question closed meanwhile: saying texts are "on again" to a number that never stopped them misleads.
    if (keyword === 'YES') return { action: 'none', reply: nothingAskedText(publicUrl) };
  }
  switch (action) {
    case 'stop':
      await optOut(db, from, keyword, now);
      return { action, reply: STOP_TEXT };
    case 'start':
      await optIn(db, from);
      return { action, reply: START_TEXT };
    case 'help':
      return { action, reply: helpText(publicUrl) };
    default:
      return { action, reply: helpText(publicUrl) };
  }
}
