/**
 * Time zones offered by the general step (spec: only whole-hour-offset entries). Every US zone has a
 * whole-hour offset; the list is the IANA zones that cover the states, DC and the inhabited territories.
 */
export interface TimeZoneOption {
  /** IANA id stored in the profile. */
  id: string;
  label: string;
  /** Standard (winter) offset from UTC in whole hours. */
  offsetHours: number;
}

export const US_TIME_ZONES: readonly TimeZoneOption[] = [
  { id: 'America/Puerto_Rico', label: '(UTC-04:00) Atlantic Time - Puerto Rico, US Virgin Islands', offsetHours: -4 },
  { id: 'America/New_York', label: '(UTC-05:00) Eastern Time - New York', offsetHours: -5 },
  { id: 'America/Detroit', label: '(UTC-05:00) Eastern Time - Detroit', offsetHours: -5 },
  { id: 'America/Indiana/Indianapolis', label: '(UTC-05:00) Eastern Time - Indianapolis', offsetHours: -5 },
  { id: 'America/Chicago', label: '(UTC-06:00) Central Time - Chicago', offsetHours: -6 },
  { id: 'America/Denver', label: '(UTC-07:00) Mountain Time - Denver', offsetHours: -7 },
  { id: 'America/Boise', label: '(UTC-07:00) Mountain Time - Boise', offsetHours: -7 },
  { id: 'America/Phoenix', label: '(UTC-07:00) Mountain Time - Arizona (no DST)', offsetHours: -7 },
  { id: 'America/Los_Angeles', label: '(UTC-08:00) Pacific Time - Los Angeles', offsetHours: -8 },
  { id: 'America/Anchorage', label: '(UTC-09:00) Alaska Time - Anchorage', offsetHours: -9 },
  { id: 'America/Adak', label: '(UTC-10:00) Hawaii-Aleutian Time - Adak', offsetHours: -10 },
  { id: 'Pacific/Honolulu', label: '(UTC-10:00) Hawaii Time - Honolulu', offsetHours: -10 },
  { id: 'Pacific/Pago_Pago', label: '(UTC-11:00) Samoa Time - American Samoa', offsetHours: -11 },
  { id: 'Pacific/Guam', label: '(UTC+10:00) Chamorro Time - Guam', offsetHours: 10 },
];

export const US_TIME_ZONE_IDS: readonly string[] = US_TIME_ZONES.map((z) => z.id);

/** The default offered to a new profile. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export function timeZoneLabel(id: string | null | undefined): string {
  return US_TIME_ZONES.find((z) => z.id === id)?.label ?? (id || '');
}
