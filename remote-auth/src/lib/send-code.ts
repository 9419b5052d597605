import { toast } from '@dutylink/api-client';
import { CODE_RESEND_DELAY_SECONDS, type PhoneSendCodeResponse } from '@dutylink/contracts';

/** What the code step needs from a send-code answer. */
export type SentCode = PhoneSendCodeResponse;

/** Runs a send-code call; on success shows 'Code sent' and resolves the retry delay in seconds and whether texts are delayed. */
export async function sendCode(request: () => Promise<PhoneSendCodeResponse | undefined>): Promise<SentCode | undefined> {
  const answer = await request();
  if (!answer) return undefined;
  toast.success('Code sent');
  return { retryAfterSeconds: answer.retryAfterSeconds > 0 ? answer.retryAfterSeconds : CODE_RESEND_DELAY_SECONDS, smsDelayed: answer.smsDelayed === true };
}
