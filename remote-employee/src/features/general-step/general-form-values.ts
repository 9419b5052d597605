import {
  DEFAULT_TIME_ZONE,
  formatPhone,
  toE164,
  US_TIME_ZONE_IDS,
  type EmployeeGeneral,
} from '@dutylink/contracts';

/** The general item as the form holds it: emergency phones masked ('+1 (555) 555-0100'). */
export type GeneralFormValues = EmployeeGeneral;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * A profile that never chose a time zone starts with the browser's own when it is one of the
 * offered US zones, else the contract default; a saved one is kept.
 */
export function toFormValues(item: EmployeeGeneral): GeneralFormValues {
  const guess = browserTimeZone();
  return {
    ...item,
    timeZone: item.timeZone || (guess && US_TIME_ZONE_IDS.includes(guess) ? guess : DEFAULT_TIME_ZONE),
    address: { ...item.address, address2: item.address.address2 ?? '' },
    emergencyContacts: (item.emergencyContacts.length > 0 ? item.emergencyContacts : [{ name: '', phone: '' }]).map((contact) => ({
      name: contact.name ?? '',
      phone: contact.phone ? formatPhone(contact.phone) : '',
    })),
  };
}

/** The POST body: emergency phones in E.164 (the schema already accepted them). */
export function toPayload(values: GeneralFormValues): EmployeeGeneral {
  return {
    ...values,
    emergencyContacts: values.emergencyContacts.map((contact) => ({
      name: contact.name.trim(),
      phone: contact.phone ? (toE164(contact.phone) ?? contact.phone) : '',
    })),
  };
}
