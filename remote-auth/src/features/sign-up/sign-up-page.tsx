import { useEffect, useState, type ReactNode } from 'react';
import { Button, FormControlLabel, Link, Stack, Typography, Checkbox, FormControl, FormHelperText } from '@mui/material';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from '@dutylink/router';
import { authApi } from '@dutylink/api-client';
import { formatPhone, paths, type Role, SELF_SERVICE_ROLES, type SignUpConsents, signUpPhoneSchema, toE164, userHome } from '@dutylink/contracts';
import { AuthLayout } from '@dutylink/design-system';
import { CodeStep } from '../../components/code-step';
import { RolePhoneFields } from '../../components/role-phone-fields';
import { authPath } from '../../lib/auth-path';
import { roleFromQuery } from '../../lib/role-param';
import { useCodeSender, type SentCode } from '../../lib/send-code';
import { signUpDraft } from '../../lib/sign-up-draft';
import type { PolicyPageState } from '../../lib/policy-back';

interface SignUpValues extends SignUpConsents {
  role: Role;
  phone: string;
}

type ConsentName = keyof SignUpConsents;

/** The policies' Back link returns to this very sign-up, role and returnUrl included. */
function TermsConsentLabel() {
  const { pathname, search } = useLocation();
  const state: PolicyPageState = { back: `${pathname}${search}` };
  return (
    <>
      I agree to the{' '}
      <Link component={RouterLink} to={paths.terms} state={state}>
        Terms
      </Link>{' '}
      and{' '}
      <Link component={RouterLink} to={paths.privacy} state={state}>
        Privacy Policy
      </Link>
    </>
  );
}

const CONSENTS: { name: ConsentName; label: ReactNode }[] = [
  { name: 'agreeSms', label: 'I agree to receive SMS messages' },
  { name: 'agreeEmails', label: 'I agree to receive emails' },
  { name: 'agreeTerms', label: <TermsConsentLabel /> },
];

/** Keeps what the visitor typed while they read a policy or go back and forth. */
function RememberDraft({ values: { phone, agreeSms, agreeEmails, agreeTerms } }: { values: SignUpValues }) {
  useEffect(() => signUpDraft.save({ phone, agreeSms, agreeEmails, agreeTerms }), [phone, agreeSms, agreeEmails, agreeTerms]);
  return null;
}

function ConsentCheckbox({
  name,
  label,
  checked,
  errors,
  touched,
  disabled,
  onChange,
}: {
  name: ConsentName;
  label: ReactNode;
  checked: boolean;
  errors: FormikErrors<SignUpValues>;
  touched: FormikTouched<SignUpValues>;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const error = touched[name] ? errors[name] : undefined;
  const errorId = `${name}-error`;
  return (
    <FormControl error={!!error}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={checked}
            disabled={disabled}
            onChange={(_, value) => onChange(value)}
            slotProps={{ input: { 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined } as object }}
          />
        }
        label={label}
      />
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

export function SignUpPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnUrl = search.get('returnUrl');
  const [sent, setSent] = useState<(SentCode & { phone: string }) | null>(null);

  const codes = useCodeSender();
  const send = (role: Role, phone: string, { agreeSms, agreeEmails, agreeTerms }: SignUpConsents) =>
    codes.send(role, phone, () => authApi.signUpSendCode(role, phone, { agreeSms, agreeEmails, agreeTerms }));

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Typography variant="h1">Sign Up</Typography>
        {/* One form for both steps: the code step reads the role and consents from it, and Change phone
            comes back to it as it was. */}
        <Formik<SignUpValues>
          initialValues={{ role: roleFromQuery(search, SELF_SERVICE_ROLES), ...signUpDraft.read() }}
          validationSchema={signUpPhoneSchema}
          onSubmit={async (submitted) => {
            const phone = toE164(submitted.phone);
            if (!phone) return;
            const answer = codes.again(submitted.role, phone) ?? (await send(submitted.role, phone, submitted));
            if (answer !== undefined) setSent({ phone, ...answer });
          }}
        >
          {({ values: form, errors, touched, isSubmitting, setFieldValue }) =>
            sent ? (
              <CodeStep
                lead={`Enter the 6-digit code we sent to ${formatPhone(sent.phone)}.`}
                sent={sent}
                onVerify={async (code) => {
                  const { agreeSms, agreeEmails, agreeTerms } = form;
                  const user = await authApi.signUpVerify(form.role, sent.phone, code, { agreeSms, agreeEmails, agreeTerms });
                  if (!user) return false;
                  signUpDraft.clear();
                  // A number that already had a verified account is simply signed in.
                  navigate(userHome(user, returnUrl), { replace: true });
                  return true;
                }}
                onResend={() => send(form.role, sent.phone, form)}
                onChangePhone={() => setSent(null)}
              />
            ) : (
              <Form noValidate>
                <RememberDraft values={form} />
                <Stack spacing={3}>
                  <RolePhoneFields roleLabel="Sign up as" roles={SELF_SERVICE_ROLES} />
                  <Stack spacing={0.5}>
                    {CONSENTS.map(({ name, label }) => (
                      <ConsentCheckbox
                        key={name}
                        name={name}
                        label={label}
                        checked={form[name]}
                        errors={errors}
                        touched={touched}
                        disabled={isSubmitting}
                        onChange={(checked) => void setFieldValue(name, checked)}
                      />
                    ))}
                  </Stack>
                  <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                    Send code
                  </Button>
                </Stack>
              </Form>
            )
          }
        </Formik>
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={authPath(paths.signIn, roleFromQuery(search, SELF_SERVICE_ROLES), returnUrl)}>
            Sign In
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
