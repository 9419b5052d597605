import { useRef } from 'react';
import { toast } from '@dutylink/api-client';
import { CODE_RESEND_DELAY_SECONDS, CODE_TTL_MINUTES, type PhoneSendCodeResponse, type Role } from '@dutylink/contracts';

/** What the code step needs from a send-code answer. */
export type SentCode = PhoneSendCodeResponse;

/** Runs a send-code call; on success shows 'Code sent' and resolves the retry delay in seconds and whether texts are delayed. */
async function sendCode(request: () => Promise<PhoneSendCodeResponse | undefined>): Promise<SentCode | undefined> {
  const answer = await request();
  if (!answer) return undefined;
  toast.success('Code sent');
  return { retryAfterSeconds: answer.retryAfterSeconds > 0 ? answer.retryAfterSeconds : CODE_RESEND_DELAY_SECONDS, smsDelayed: answer.smsDelayed === true };
}

/** A code this page sent: to whom, for which role, and when. */
interface LastCode extends SentCode {
  phone: string;
  role: Role;
  sentAt: number;
}

/** A code is offered again only while at least this long is left of its life: time to read and type it. */
const TYPING_SECONDS = 60;

/**
 * The code step to go back to when, after Change phone number, the same phone and role are sent again while
 * the code already sent still works: that code, with its resend wait counting on, instead of a new code that
 * the server refuses within the wait and that would make the one received useless.
 */
function codeStillValid(last: LastCode | null, phone: string, role: Role, now = Date.now()): SentCode | undefined {
  if (!last || last.phone !== phone || last.role !== role) return undefined;
  const elapsedSeconds = (now - last.sentAt) / 1000;
  if (elapsedSeconds >= CODE_TTL_MINUTES * 60 - TYPING_SECONDS) return undefined;
  return { retryAfterSeconds: Math.max(0, Math.ceil(last.retryAfterSeconds - elapsedSeconds)), smsDelayed: last.smsDelayed };
}

/** A page's code sending: `send` runs a send-code call (sendCode) and remembers it, `again` finds it (codeStillValid). */
export function useCodeSender() {
  const last = useRef<LastCode | null>(null);
  return {
    async send(role: Role, phone: string, request: () => Promise<PhoneSendCodeResponse | undefined>): Promise<SentCode | undefined> {
      const answer = await sendCode(request);
      if (answer) last.current = { ...answer, phone, role, sentAt: Date.now() };
      return answer;
    },
    again: (role: Role, phone: string) => codeStillValid(last.current, phone, role),
  };
}
