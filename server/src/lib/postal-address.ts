import type { AddressInput } from '@dutylink/contracts';

/** The address columns a profile table holds (employee_profiles, employer_profiles), null where none was given. */
interface AddressColumns {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: number | null;
  postal_code: string | null;
}

/** A profile row's address as its form edits it: empty strings and state 0 where the row has none. */
export function addressInputOf(row: AddressColumns): AddressInput {
  return {
    address1: row.address1 ?? '',
    address2: row.address2 ?? '',
    city: row.city ?? '',
    idstate: row.state_id ?? 0,
    postalCode: row.postal_code ?? '',
  };
}
