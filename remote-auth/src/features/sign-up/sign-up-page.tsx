import { useState, type ReactNode } from 'react';
import { Button, Checkbox, FormControl, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from '@dutylink/router';
import { authApi } from '@dutylink/api-client';
import {
  paths,
  roleHome,
  SELF_SERVICE_ROLES,
  signUpPhoneSchema,
  toE164,
  verifyMailPath,
  type Role,
  type SignUpConsents,
} from '@dutylink/contracts';
import { AuthLayout } from '@dutylink/design-system';
import { CodeStep } from '../../components/code-step';
import { RolePhoneFields } from '../../components/role-phone-fields';
import { roleFromQuery } from '../../lib/role-param';
import { sendCode } from '../../lib/send-code';

interface SignUpValues extends SignUpConsents {
  role: Role;
  phone: string;
}

type ConsentName = keyof SignUpConsents;

const CONSENTS: { name: ConsentName; label: ReactNode }[] = [
  { name: 'agreeSms', label: 'I agree to receive SMS messages' },
  { name: 'agreeEmails', label: 'I agree to receive e-mails' },
  {
    name: 'agreeTerms',
    label: (
      <>
        I agree to the{' '}
        <Link component={RouterLink} to={paths.terms}>
          Terms
        </Link>{' '}
        and{' '}
        <Link component={RouterLink} to={paths.privacy}>
          Privacy Policy
        </Link>
      </>
    ),
  },
];

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
  const [values, setValues] = useState<SignUpValues>({
    role: roleFromQuery(search, SELF_SERVICE_ROLES),
    phone: '',
    agreeSms: false,
    agreeEmails: false,
    agreeTerms: false,
  });
  const [sent, setSent] = useState<{ phone: string; retryAfterSeconds: number } | null>(null);
  const consents: SignUpConsents = { agreeSms: values.agreeSms, agreeEmails: values.agreeEmails, agreeTerms: values.agreeTerms };

  const send = (role: Role, phone: string, agreed: SignUpConsents) => sendCode(() => authApi.signUpSendCode(role, phone, agreed));

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Typography variant="h1">Sign Up</Typography>
        {sent ? (
          <CodeStep
            phone={sent.phone}
            retryAfterSeconds={sent.retryAfterSeconds}
            onVerify={async (code) => {
              const user = await authApi.signUpVerify(values.role, sent.phone, code, consents);
              if (!user) return false;
              // A number that already had a verified account is simply signed in.
              navigate(user.emailVerified ? roleHome(user.role) : verifyMailPath(user.role), { replace: true });
              return true;
            }}
            onResend={() => send(values.role, sent.phone, consents)}
            onChangePhone={() => setSent(null)}
          />
        ) : (
          <Formik<SignUpValues>
            initialValues={values}
            validationSchema={signUpPhoneSchema}
            onSubmit={async (submitted) => {
              const phone = toE164(submitted.phone);
              if (!phone) return;
              setValues(submitted);
              const agreed = { agreeSms: submitted.agreeSms, agreeEmails: submitted.agreeEmails, agreeTerms: submitted.agreeTerms };
              const retryAfterSeconds = await send(submitted.role, phone, agreed);
              if (retryAfterSeconds !== undefined) setSent({ phone, retryAfterSeconds });
            }}
          >
            {({ values: form, errors, touched, isSubmitting, setFieldValue }) => (
              <Form noValidate>
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
            )}
          </Formik>
        )}
        <Typography variant="body2">
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.signIn}>
            Sign In
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
