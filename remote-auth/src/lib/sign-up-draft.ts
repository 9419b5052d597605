import type { SignUpConsents } from '@dutylink/contracts';

/** What a visitor has typed and ticked on sign-up; the role travels in the URL instead. */
export interface SignUpDraft extends SignUpConsents {
  /** The masked phone as the field shows it. */
  phone: string;
}

const EMPTY: SignUpDraft = { phone: '', agreeSms: false, agreeEmails: false, agreeTerms: false };
let draft = EMPTY;

/**
 * Kept in memory for the tab's life: reading the Terms or the Privacy Policy, or coming from a
 * sign-in code step, must not empty the sign-up form. Cleared once the account is signed in.
 */
export const signUpDraft = {
  read: (): SignUpDraft => draft,
  save: (next: Partial<SignUpDraft>): void => {
    draft = { ...draft, ...next };
  },
  clear: (): void => {
    draft = EMPTY;
  },
};
