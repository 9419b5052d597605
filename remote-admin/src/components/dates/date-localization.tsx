import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
// AdapterDateFns is the adapter for date-fns v3 and v4 (AdapterDateFnsV2 is for the old v2).
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS } from 'date-fns/locale/en-US';

/** The x-date-pickers localization of the admin area (analytics range picker, promo Valid until): date-fns with plain JS Dates in the browser's time zone. */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
      {children}
    </LocalizationProvider>
  );
}
