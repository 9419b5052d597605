import { ROLE_SLUG, type SelfServiceRole } from '@dutylink/contracts';

/** The browser paths of docs/contracts-between-parts.md, "Subscriptions". */
export function subscriptionPath(role: SelfServiceRole): string {
  return `/${ROLE_SLUG[role]}/subscription`;
}

export function paymentReturnUrls(role: SelfServiceRole): { successUrl: string; failedUrl: string } {
  const page = subscriptionPath(role);
  return { successUrl: `${page}/success`, failedUrl: `${page}/failed` };
}
