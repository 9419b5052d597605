import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useToasts } from '@dutylink/api-client';
import { verifyCodeSchema } from '@dutylink/contracts';
import { CodeBoxes, isCompleteCode, standaloneLink } from '@dutylink/design-system';
import type { SentCode } from '../lib/send-code';

/** Shown while the server says texts are delayed (the SMS provider is failing), instead of a code that seems never to come. */
const SMS_DELAYED_LINE = 'Text messages are delayed right now. Your code may take a few minutes to arrive.';

export interface CodeStepProps {
  /** The step's first line: where the code went ('Enter the 6-digit code we sent to …'). */
  lead: string;
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

interface CodeValues {
  code: string;
}

/** Step 1 of sign-in and sign-up: the six code boxes (spec section 2), a Formik form checked with the server's code rule. */
export function CodeStep({ lead, sent, onVerify, onResend, onChangePhone, children }: CodeStepProps) {
  // Both Submit and the sixth digit submit: the first one verifies, the other is ignored.
  const running = useRef(false);
  const [verified, setVerified] = useState(false);
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

  const verify = async ({ code }: CodeValues, form: FormikHelpers<CodeValues>) => {
    if (running.current) return;
    running.current = true;
    if (await onVerify(code)) {
      // 'Code sent' and 'Invalid code' belong to this step: on a phone they would cover the next
      // screen's heading. The boxes stay disabled until the page has moved on.
      setVerified(true);
      useToasts.getState().dismissAll();
      return;
    }
    // Spec section 8: a failed code verification clears the code field.
    running.current = false;
    form.resetForm();
  };

  const resend = async (clearCode: () => void) => {
    setResending(true);
    const again = await onResend();
    setResending(false);
    if (again === undefined) return;
    clearCode();
    setWait({ seconds: again.retryAfterSeconds });
    setSmsDelayed(again.smsDelayed);
  };

  return (
    <Formik<CodeValues> initialValues={{ code: '' }} validationSchema={verifyCodeSchema} validateOnBlur={false} onSubmit={verify}>
      {({ values, isSubmitting, setFieldValue, submitForm, resetForm }) => {
        const busy = isSubmitting || verified;
        return (
          <Form noValidate>
            <Stack spacing={3}>
              <Typography>{lead}</Typography>
              {smsDelayed && <Alert severity="warning">{SMS_DELAYED_LINE}</Alert>}
              <CodeBoxes value={values.code} onChange={(code) => void setFieldValue('code', code)} disabled={busy} autoFocus />
              <SubmitWhenComplete code={values.code} submit={submitForm} />
              <Button type="submit" variant="contained" size="large" disabled={busy || !isCompleteCode(values.code)}>
                Submit
              </Button>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                {left > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    You can ask for a new code in {left} s.
                  </Typography>
                )}
                {left === 0 && !resending && (
                  <Link component="button" type="button" variant="body2" onClick={() => void resend(() => resetForm())} sx={standaloneLink}>
                    Code didn&apos;t arrive? Click here to send again
                  </Link>
                )}
                <Link component="button" type="button" variant="body2" onClick={onChangePhone} disabled={busy} sx={standaloneLink}>
                  Change phone number
                </Link>
              </Stack>
              {children}
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}

/** The sixth digit typed or pasted submits the code, as Submit does (once the form holds it). */
function SubmitWhenComplete({ code, submit }: { code: string; submit: () => Promise<unknown> }) {
  useEffect(() => {
    if (isCompleteCode(code)) void submit();
  }, [code, submit]);
  return null;
}
