import type { ReactNode } from 'react';
import { FormControlLabel, Link, Radio, RadioGroup, Stack, Typography } from '@dutylink/mui';
import { FormControl, FormLabel, TextField } from '@dutylink/mui/forms';
import { Link as RouterLink } from '@dutylink/router';
import { useFormikContext } from 'formik';
import { DEFAULT_RADIUS_MILES, employeeRoutes, RADIUS_MILES, RADIUS_NEEDS_ZIP, radiusAlertText, withReturnUrl } from '@dutylink/contracts';
import { shownError } from '../../components/profile-wizard';
import type { NotificationFormValues } from './notification-form-values';

export const PLACE_CHOICE = {
  legend: 'Where the jobs are',
  areas: 'Areas I pick',
  radius: 'Jobs within a distance of my ZIP code',
  miles: 'Miles',
} as const;

const GENERAL_INFORMATION = 'General information';

/**
 * Alerts by the areas picked below (as before), or within 5 to 100 miles of the ZIP code of the officer's
 * General information (issue 21), which is shown: 'Jobs within 25 miles of 78701'. Without a ZIP code the
 * ZIP data knows, the radius is off and the step says where to add one. `areas` are the area fields.
 */
export function PlaceChoiceField({ zip, areas }: { zip: string | null; areas: ReactNode }) {
  const form = useFormikContext<NotificationFormValues>();
  const { values, setFieldValue, isSubmitting } = form;
  const byRadius = values.radiusMiles !== null;
  const error = shownError(form, 'radiusMiles');
  const [before, after] = RADIUS_NEEDS_ZIP.split(GENERAL_INFORMATION);
  return (
    <>
      <FormControl component="fieldset" disabled={isSubmitting}>
        <FormLabel component="legend">{PLACE_CHOICE.legend}</FormLabel>
        <RadioGroup
          name="placeChoice"
          value={byRadius ? 'radius' : 'areas'}
          onChange={(event) => void setFieldValue('radiusMiles', event.target.value === 'radius' ? DEFAULT_RADIUS_MILES : null)}
        >
          <FormControlLabel value="areas" control={<Radio />} label={PLACE_CHOICE.areas} />
          <FormControlLabel value="radius" control={<Radio />} label={PLACE_CHOICE.radius} disabled={zip === null && !byRadius} />
        </RadioGroup>
        {zip === null && (
          <Typography variant="body2" color={byRadius ? 'error' : 'textSecondary'}>
            {before}
            <Link component={RouterLink} to={withReturnUrl(employeeRoutes.general, employeeRoutes.notifications)}>
              {GENERAL_INFORMATION}
            </Link>
            {after}
          </Typography>
        )}
        {byRadius && (
          <Stack spacing={1} sx={{ mt: 1, maxWidth: 360 }}>
            <TextField
              select
              id="notifications-radius"
              name="radiusMiles"
              label={PLACE_CHOICE.miles}
              value={String(values.radiusMiles)}
              onChange={(event) => void setFieldValue('radiusMiles', Number(event.target.value))}
              error={!!error}
              helperText={error}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {RADIUS_MILES.map((miles) => (
                <option key={miles} value={String(miles)}>
                  {miles}
                </option>
              ))}
            </TextField>
            {zip !== null && <Typography role="status">{radiusAlertText(values.radiusMiles!, zip)}</Typography>}
          </Stack>
        )}
      </FormControl>
      {!byRadius && areas}
    </>
  );
}
