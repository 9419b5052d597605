import { useState } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import { Form, Formik } from 'formik';
import { Link as RouterLink, useNavigate, useSearchParams } from '@dutylink/router';
import { authApi } from '@dutylink/api-client';
import { anyRoleSchema, formatPhone, paths, Role, SELF_SERVICE_ROLES, signInPhoneSchema, toE164, userHome } from '@dutylink/contracts';
import { AuthLayout } from '@dutylink/design-system';
import { BlockedAccountAlert, blockedAccountHelp } from '../../components/blocked-account-alert';
import { CodeStep } from '../../components/code-step';
import { RolePhoneFields } from '../../components/role-phone-fields';
import { authPath, authQuery, returnNote } from '../../lib/auth-path';
import { roleFromQuery } from '../../lib/role-param';
import { useCodeSender, type SentCode } from '../../lib/send-code';
import { signUpDraft } from '../../lib/sign-up-draft';
import { CodeHint, signInCodeLead } from './code-hint';

interface PhoneValues {
  role: Role;
  phone: string;
}

// Admins are never offered a role choice; they sign in through /auth/signIn?role=1000.
const ADMIN_ROLES = [...SELF_SERVICE_ROLES, Role.Admin] as const;
const adminSignInSchema = signInPhoneSchema.shape({ role: anyRoleSchema });

export function SignInPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  // Fixed on arrival: choosing Employee on the admin entry writes role=0 into the URL.
  const [adminEntry] = useState(() => search.get('role') === String(Role.Admin));
  const roles = adminEntry ? ADMIN_ROLES : SELF_SERVICE_ROLES;
  const [sent, setSent] = useState<(SentCode & { phone: string }) | null>(null);
  const [switching, setSwitching] = useState(false);
  const [blockedHelp, setBlockedHelp] = useState<string>();
  const returnUrl = search.get('returnUrl');
  const signUpPath = authPath(paths.signUp, roleFromQuery(search, roles), returnUrl);

  const codes = useCodeSender();
  const send = (role: Role, phone: string) => codes.send(role, phone, () => authApi.signInSendCode(role, phone));

  /** 'Sign in as …' on the code step: a code for that role instead, and the form's role with it. */
  const signInAs = async (role: Role, phone: string, chooseRole: (role: Role) => unknown) => {
    setSwitching(true);
    const answer = await send(role, phone);
    setSwitching(false);
    if (answer === undefined) return;
    await chooseRole(role);
    setSent({ phone, ...answer });
    setSearch(authQuery(role, returnUrl), { replace: true });
  };

  return (
    <AuthLayout>
      <Stack spacing={3}>
        <Typography variant="h1">Sign In</Typography>
        {!sent && returnNote(returnUrl) && <Typography>{returnNote(returnUrl)}</Typography>}
        {sent && blockedHelp && <BlockedAccountAlert help={blockedHelp} />}
        {/* One form for both steps: the code step reads the role from it, and Change phone comes back to it as it was. */}
        <Formik<PhoneValues>
          initialValues={{ role: roleFromQuery(search, roles), phone: '' }}
          validationSchema={adminEntry ? adminSignInSchema : signInPhoneSchema}
          onSubmit={async (submitted) => {
            const phone = toE164(submitted.phone);
            if (!phone) return;
            const answer = codes.again(submitted.role, phone) ?? (await send(submitted.role, phone));
            if (answer !== undefined) setSent({ phone, ...answer });
          }}
        >
          {({ values, isSubmitting, setFieldValue }) =>
            sent ? (
              <CodeStep
                // A code for another role starts the step again, with that code's resend delay.
                key={values.role}
                lead={signInCodeLead(sent.phone, values.role)}
                sent={sent}
                onVerify={async (code) => {
                  const user = await authApi.signInVerify(values.role, sent.phone, code, (errors) => setBlockedHelp(blockedAccountHelp(errors)));
                  if (!user) return false;
                  navigate(userHome(user, returnUrl), { replace: true });
                  return true;
                }}
                onResend={() => send(values.role, sent.phone)}
                onChangePhone={() => {
                  setSent(null);
                  setBlockedHelp(undefined);
                }}
              >
                <CodeHint
                  otherRoles={roles.filter((role) => role !== values.role)}
                  onSignInAs={(role) => void signInAs(role, sent.phone, (chosen) => setFieldValue('role', chosen))}
                  signUpPath={signUpPath}
                  onSignUp={() => signUpDraft.save({ phone: formatPhone(sent.phone) })}
                  disabled={switching}
                />
              </CodeStep>
            ) : (
              <Form noValidate>
                <Stack spacing={3}>
                  <RolePhoneFields roleLabel="Sign in as" roles={roles} />
                  <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
                    Send code
                  </Button>
                </Stack>
              </Form>
            )
          }
        </Formik>
        {!sent && (
          <Typography variant="body2">
            New to DutyLink?{' '}
            <Link component={RouterLink} to={signUpPath}>
              Sign Up
            </Link>
          </Typography>
        )}
      </Stack>
    </AuthLayout>
  );
}
