import { useState } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from '@dutylink/router';
import { authApi } from '@dutylink/api-client';
import { anyRoleSchema, paths, Role, SELF_SERVICE_ROLES, signInPhoneSchema, toE164 } from '@dutylink/contracts';
import { AuthLayout } from '@dutylink/design-system';
import { CodeStep } from '../../components/code-step';
import { RolePhoneFields } from '../../components/role-phone-fields';
import { pathAfterSignIn } from '../../lib/after-sign-in';
import { roleFromQuery } from '../../lib/role-param';
import { sendCode } from '../../lib/send-code';

interface PhoneValues {
  role: Role;
  phone: string;
}

// Admins are never offered a role choice; they sign in through /auth/signIn?role=1000.
const ADMIN_ROLES = [...SELF_SERVICE_ROLES, Role.Admin] as const;
const adminSignInSchema = signInPhoneSchema.shape({ role: anyRoleSchema });

export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const adminEntry = search.get('role') === String(Role.Admin);
  const roles = adminEntry ? ADMIN_ROLES : SELF_SERVICE_ROLES;
  const [values, setValues] = useState<PhoneValues>({ role: roleFromQuery(search, roles), phone: '' });
  const [sent, setSent] = useState<{ phone: string; retryAfterSeconds: number } | null>(null);

  const send = (role: Role, phone: string) => sendCode(() => authApi.signInSendCode(role, phone));

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Typography variant="h1">Sign In</Typography>
        {sent ? (
          <CodeStep
            phone={sent.phone}
            retryAfterSeconds={sent.retryAfterSeconds}
            onVerify={async (code) => {
              const user = await authApi.signInVerify(values.role, sent.phone, code);
              if (!user) return false;
              navigate(pathAfterSignIn(user, search.get('returnUrl')), { replace: true });
              return true;
            }}
            onResend={() => send(values.role, sent.phone)}
            onChangePhone={() => setSent(null)}
          />
        ) : (
          <Formik<PhoneValues>
            initialValues={values}
            validationSchema={adminEntry ? adminSignInSchema : signInPhoneSchema}
            onSubmit={async (submitted) => {
              const phone = toE164(submitted.phone);
              if (!phone) return;
              setValues(submitted);
              const retryAfterSeconds = await send(submitted.role, phone);
              if (retryAfterSeconds !== undefined) setSent({ phone, retryAfterSeconds });
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Stack spacing={3}>
                  <RolePhoneFields roleLabel="Sign in as" roles={roles} />
                  <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                    Send code
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
        <Typography variant="body2">
          New to DutyLink?{' '}
          <Link component={RouterLink} to={paths.signUp}>
            Sign Up
          </Link>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
