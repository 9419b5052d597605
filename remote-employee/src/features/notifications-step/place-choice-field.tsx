import { memo, useCallback, type ChangeEvent, type ReactNode } from 'react';
import { FormControlLabel, Link, Radio, RadioGroup, Stack, Typography, FormControl, FormLabel, TextField } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { DEFAULT_RADIUS_MILES, employeeRoutes, RADIUS_MILES, RADIUS_NEEDS_ZIP, radiusAlertText, withReturnUrl } from '@dutylink/contracts';
import { useFormikField } from '@dutylink/design-system';

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
  const { value: radiusMiles, error, disabled, form } = useFormikField<number | null>('radiusMiles');
  const { setFieldValue } = form;
  const choosePlace = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => void setFieldValue('radiusMiles', event.target.value === 'radius' ? DEFAULT_RADIUS_MILES : null),
    [setFieldValue],
  );
  const chooseMiles = useCallback((event: ChangeEvent<HTMLInputElement>) => void setFieldValue('radiusMiles', Number(event.target.value)), [setFieldValue]);
  return <PlaceChoiceView zip={zip} areas={areas} radiusMiles={radiusMiles} error={error} disabled={disabled} onPlace={choosePlace} onMiles={chooseMiles} />;
}

interface PlaceChoiceViewProps {
  zip: string | null;
  areas: ReactNode;
  radiusMiles: number | null;
  error: string | undefined;
  disabled: boolean;
  onPlace: (event: ChangeEvent<HTMLInputElement>) => void;
  onMiles: (event: ChangeEvent<HTMLInputElement>) => void;
}

const PlaceChoiceView = memo(function PlaceChoiceView({ zip, areas, radiusMiles, error, disabled, onPlace, onMiles }: PlaceChoiceViewProps) {
  const byRadius = radiusMiles !== null;
  const [before, after] = RADIUS_NEEDS_ZIP.split(GENERAL_INFORMATION);
  return (
    <>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">{PLACE_CHOICE.legend}</FormLabel>
        <RadioGroup
          name="placeChoice"
          value={byRadius ? 'radius' : 'areas'}
          onChange={onPlace}
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
              value={String(radiusMiles)}
              onChange={onMiles}
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
            {zip !== null && <Typography role="status">{radiusAlertText(radiusMiles, zip)}</Typography>}
          </Stack>
        )}
      </FormControl>
      {!byRadius && areas}
    </>
  );
});
