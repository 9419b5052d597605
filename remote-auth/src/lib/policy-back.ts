import { paths } from '@dutylink/contracts';

/** What sign-up hands to a policy page: the sign-up address to go back to (role, returnUrl). */
export interface PolicyPageState {
  back: string;
}

/** Where a policy page's Back leads: the sign-up it was opened from, else the sign-up. */
export function policyBackPath(state: unknown): string {
  const back = (state as Partial<PolicyPageState> | null)?.back;
  return typeof back === 'string' && (back === paths.signUp || back.startsWith(`${paths.signUp}?`)) ? back : paths.signUp;
}
