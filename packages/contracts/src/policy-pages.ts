import { paths } from './routes';

/** /terms and /privacy: the hosted policy document in a frame (PublicConfig says where), and a Back link to sign-up. */
export const POLICY_PAGES = {
  terms: { path: paths.terms, heading: 'Terms', frameTitle: 'Terms document' },
  privacy: { path: paths.privacy, heading: 'Privacy Policy', frameTitle: 'Privacy Policy document' },
} as const;

export type PolicyName = keyof typeof POLICY_PAGES;
