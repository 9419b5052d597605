import { memo } from 'react';
import { FormControlLabel, Stack, Checkbox, FormControl, FormHelperText, FormLabel, Grid } from '@mui/material';
import { JOB_LIMITS, type JobEditableResponse, type TreeNode } from '@dutylink/contracts';
import { FormikTextField, StateSelectField, TreeCheckboxField, useFormikField } from '@dutylink/design-system';

/** Step 2 (#1): Job details — where the job is and which metropolitan areas it is offered in. */
export const DetailsStep = memo(function DetailsStep({ data }: { data: JobEditableResponse }) {
  return (
    <Stack spacing={3}>
      <FormikTextField name="details.locationName" label="Location name" maxLength={JOB_LIMITS.locationName} required />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField name="details.address.address1" label="Address 1" maxLength={JOB_LIMITS.address} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField name="details.address.address2" label="Address 2" maxLength={JOB_LIMITS.address} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormikTextField name="details.address.city" label="City" maxLength={JOB_LIMITS.city} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StateSelectField name="details.address.idstate" id="job-state" states={data.states} placeholder="Select a state" />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormikTextField name="details.address.postalCode" label="ZIP code" maxLength={5} required />
        </Grid>
      </Grid>
      <FormikTextField name="details.locationDescription" label="Location description" maxLength={JOB_LIMITS.locationDescription} required multiline minRows={3} />
      <LocationsField tree={data.locations} />
    </Stack>
  );
});

/**
 * Metropolitan areas grouped by state (as the employee notifications step): a state's checkbox selects
 * or clears all its areas and is indeterminate while only some are chosen; 'All locations' switches the tree off.
 */
function LocationsField({ tree }: { tree: readonly TreeNode[] }) {
  const areas = useFormikField<number[]>('details.locationIDs');
  const all = useFormikField<boolean>('details.jobLocationsAll');
  return (
    <LocationsView
      tree={tree}
      locationIDs={areas.value}
      jobLocationsAll={all.value}
      error={all.value ? undefined : areas.error}
      disabled={areas.disabled}
      setLocationIDs={areas.choose}
      setAll={all.choose}
    />
  );
}

interface LocationsViewProps {
  tree: readonly TreeNode[];
  locationIDs: number[];
  jobLocationsAll: boolean;
  error: string | undefined;
  disabled: boolean;
  setLocationIDs: (ids: number[]) => void;
  setAll: (all: boolean) => void;
}

const LocationsView = memo(function LocationsView({ tree, locationIDs, jobLocationsAll, error, disabled, setLocationIDs, setAll }: LocationsViewProps) {
  return (
    <FormControl component="fieldset" error={!!error} required disabled={disabled || jobLocationsAll}>
      <FormLabel component="legend">Locations</FormLabel>
      <FormControlLabel
        label="All locations"
        control={<Checkbox name="details.jobLocationsAll" checked={jobLocationsAll} disabled={disabled} onChange={(event) => setAll(event.target.checked)} />}
      />
      <TreeCheckboxField label="Metropolitan areas" nodes={tree} selected={locationIDs} onChange={setLocationIDs} />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
