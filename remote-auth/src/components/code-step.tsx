import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@dutylink/mui';
import { useToasts } from '@dutylink/api-client';
import { formatPhone } from '@dutylink/contracts';
import { CodeBoxes, isCompleteCode, standaloneLink } from '@dutylink/design-system';
import type { SentCode } from '../lib/send-code';

/** Shown while the server says texts are delayed (the SMS provider is failing), instead of a code that seems never to come. */
const SMS_DELAYED_LINE = 'Text messages are delayed right now. Your code may take a few minutes to arrive.';

export interface CodeStepProps {
  /** E.164 phone the code was sent to. */
  phone: string;
  /** The send-code answer: how long to wait before offering to send again, and whether texts are delayed. */
  sent: SentCode;
  /** Resolves true when the code was accepted (the page then navigates away). */
  onVerify: (code: string) => Promise<boolean>;
  /** Sends a new code; resolves its answer, or undefined when sending failed. */
  onResend: () => Promise<SentCode | undefined>;
  onChangePhone: () => void;
  /** Shown under the step's links (sign-in explains who gets a code). */
  children?: ReactNode;
}

/** Step 1 of sign-in and sign-up: the six code boxes (spec section 2). */
export function CodeStep({ phone, sent, onVerify, onResend, onChangePhone, children }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [wait, setWait] = useState({ seconds: sent.retryAfterSeconds });
  const [smsDelayed, setSmsDelayed] = useState(sent.smsDelayed);
  // Seconds until a new code may be asked for, counted from the clock (a phone throttles a hidden tab's timers).
  const [left, setLeft] = useState(sent.retryAfterSeconds);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    const until = Date.now() + wait.seconds * 1000;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [wait]);

  const verify = async (value: string) => {
    if (running.current || !isCompleteCode(value)) return;
    running.current = true;
    setBusy(true);
    const accepted = await onVerify(value);
    // 'Code sent' and 'Invalid code' belong to this step: on a phone they would cover the next
    // screen's heading.
    if (accepted) useToasts.getState().dismissAll();
    else {
      // Spec section 8: a failed code verification clears the code field.
      running.current = false;
      setCode('');
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    const again = await onResend();
    setResending(false);
    if (again === undefined) return;
    setCode('');
    setWait({ seconds: again.retryAfterSeconds });
    setSmsDelayed(again.smsDelayed);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        <Typography>Enter the 6-digit code we sent to {formatPhone(phone)}.</Typography>
        {smsDelayed && <Alert severity="warning">{SMS_DELAYED_LINE}</Alert>}
        <CodeBoxes value={code} onChange={setCode} onComplete={(value) => void verify(value)} disabled={busy} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={busy || !isCompleteCode(code)}>
          Submit
        </Button>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {left > 0 && (
            <Typography variant="body2" color="text.secondary">
              You can ask for a new code in {left} s.
            </Typography>
          )}
          {left === 0 && !resending && (
            <Link component="button" type="button" variant="body2" onClick={() => void resend()} sx={standaloneLink}>
              Code didn&apos;t arrive? Click here to send again
            </Link>
          )}
          <Link component="button" type="button" variant="body2" onClick={onChangePhone} disabled={busy} sx={standaloneLink}>
            Change phone number
          </Link>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
