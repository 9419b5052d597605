import { toast } from '@dutylink/api-client';
import { CODE_RESEND_DELAY_SECONDS, type PhoneSendCodeResponse } from '@dutylink/contracts';

/** Runs a send-code call; on success shows 'Code sent' and resolves the retry delay in seconds. */
export async function sendCode(request: () => Promise<PhoneSendCodeResponse | undefined>): Promise<number | undefined> {
  const answer = await request();
  if (!answer) return undefined;
  toast.success('Code sent');
  return answer.retryAfterSeconds > 0 ? answer.retryAfterSeconds : CODE_RESEND_DELAY_SECONDS;
}
