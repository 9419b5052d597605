import { Alert, AlertTitle } from '@mui/material';
import { BLOCKED_ACCOUNT } from '@dutylink/contracts';

/** What a blocked account's refusal says to do (its `account` field), or undefined for any other refusal. */
export function blockedAccountHelp(errors: Record<string, string[]>): string | undefined {
  return errors[BLOCKED_ACCOUNT.field]?.[0];
}

/**
 * A blocked account's sign-in stays on the page with what to do (issue 17): the toast alone was gone
 * after 5 seconds and said only 'Your account is blocked'.
 */
export function BlockedAccountAlert({ help }: { help: string }) {
  return (
    <Alert severity="error">
      <AlertTitle>{BLOCKED_ACCOUNT.title}</AlertTitle>
      {help}
    </Alert>
  );
}
