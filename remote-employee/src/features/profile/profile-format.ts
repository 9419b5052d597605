import {
  formatShortDate,
  permitDocumentLabel,
  RATE_TYPE_LABEL,
  toDay,
  type AddressView,
  type EmployeeNotificationsView,
  type PermitDocument,
  type RateType,
} from '@dutylink/contracts';

/** 'Yes' / 'No'. */
export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Names joined with ', ', or '—' when empty. */
export function joinNames(items: readonly { name: string }[] | null | undefined): string {
  const names = (items ?? []).map((item) => item.name).filter(Boolean);
  return names.length > 0 ? names.join(', ') : '—';
}

/** '$25 Rate per hour', '$25.50 Rate per day' (whole amounts without cents). */
export function formatNotificationSalary(notifications: Pick<EmployeeNotificationsView, 'anySalary' | 'atLeastSalary' | 'salaryType'>): string {
  const { anySalary, atLeastSalary, salaryType } = notifications;
  if (anySalary || atLeastSalary === null || atLeastSalary === undefined) return 'Any';
  const whole = Number.isInteger(atLeastSalary);
  const amount = atLeastSalary.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return `$${amount} ${RATE_TYPE_LABEL[salaryType as RateType] ?? RATE_TYPE_LABEL[0]}`;
}

/** '1 Main St, Suite 2, Austin, TX 73301'. */
export function formatAddress(address: AddressView | null | undefined): string {
  if (!address) return '—';
  const region = [address.stateCode || address.state, address.postalCode].filter(Boolean).join(' ');
  const text = [address.address1, address.address2, address.city, region].filter((part) => part && part.trim()).join(', ');
  return text || '—';
}

function shortDate(value: string | null | undefined): string | undefined {
  const day = toDay(value);
  return day ? formatShortDate(day) : undefined;
}

/**
 * A held document in short form: 'No. G-123, issued 01/02/24, expires 03/04/27'. Police
 * credentials: 'Sergeant, Austin PD, Active, LEOSA, expires 03/04/27'. Empty when nothing is filled.
 */
export function permitSummary(doc: PermitDocument): string {
  const parts: string[] = [];
  if (doc.info) {
    if (doc.info.rank) parts.push(doc.info.rank);
    if (doc.info.agency) parts.push(doc.info.agency);
    if (doc.info.retired) parts.push('Retired');
    if (doc.info.active) parts.push('Active');
    if (doc.info.ccwRights) parts.push('CCW rights');
    if (doc.info.leosa) parts.push('LEOSA');
  }
  if (doc.number) parts.push(`No. ${doc.number}`);
  const issued = shortDate(doc.issued);
  if (issued) parts.push(`issued ${issued}`);
  const expires = shortDate(doc.expired);
  if (expires) parts.push(`expires ${expires}`);
  return parts.join(', ');
}

export { permitDocumentLabel };
