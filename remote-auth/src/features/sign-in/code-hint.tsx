import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { formatPhone, ROLE_LABEL, type Role } from '@dutylink/contracts';

export interface CodeHintProps {
  /** The other roles a visitor may sign in as, each a one-tap new code to the same phone. */
  otherRoles: readonly Role[];
  onSignInAs: (role: Role) => void;
  /** Sign-up with this role, phone and returnUrl. */
  signUpPath: string;
  onSignUp: () => void;
  disabled: boolean;
}

/** Sign-in's code step answers the same for every number (phones are not enumerable): its first line says who got a code. */
export function signInCodeLead(phone: string, role: Role): string {
  return `If ${formatPhone(phone)} has an ${ROLE_LABEL[role]} account, we texted it a 6-digit code.`;
}

/** The ways out of a code that will never come: the other roles and Sign Up. */
export function CodeHint({ otherRoles, onSignInAs, signUpPath, onSignUp, disabled }: CodeHintProps) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {otherRoles.map((other) => (
        <Typography key={other} variant="body2">
          {ROLE_LABEL[other]} account?{' '}
          <Link component="button" type="button" variant="body2" onClick={() => onSignInAs(other)} disabled={disabled} sx={{ display: 'inline', verticalAlign: 'baseline' }}>
            Sign in as {ROLE_LABEL[other]}
          </Link>
        </Typography>
      ))}
      <Typography variant="body2">
        No account yet?{' '}
        <Link component={RouterLink} to={signUpPath} onClick={onSignUp}>
          Sign Up
        </Link>
      </Typography>
    </Stack>
  );
}
