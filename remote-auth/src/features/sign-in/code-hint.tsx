import { Link, Stack, Typography } from '@dutylink/mui';
import { Link as RouterLink } from '@dutylink/router';
import { ROLE_LABEL, type Role } from '@dutylink/contracts';

export interface CodeHintProps {
  role: Role;
  /** The other roles a visitor may sign in as, each a one-tap new code to the same phone. */
  otherRoles: readonly Role[];
  onSignInAs: (role: Role) => void;
  /** Sign-up with this role, phone and returnUrl. */
  signUpPath: string;
  onSignUp: () => void;
  disabled: boolean;
}

/**
 * Sign-in's code step answers the same for every number (phones are not enumerable), so it says
 * who gets a code and offers the ways out of a code that will never come.
 */
export function CodeHint({ role, otherRoles, onSignInAs, signUpPath, onSignUp, disabled }: CodeHintProps) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">We text a code only to a number with an {ROLE_LABEL[role]} account.</Typography>
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
