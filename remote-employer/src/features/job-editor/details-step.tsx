import { FormControlLabel, Stack, Checkbox } from '@dutylink/mui';
import { TextField, FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { Grid } from '@dutylink/mui/more';
import { JOB_LIMITS, type JobEditableResponse, type TreeNode } from '@dutylink/contracts';
import { StateSelectField, TreeCheckboxField } from '@dutylink/design-system';
import { useJobForm } from './job-editor-context';

/** Step 2 (#1): Job details — where the job is and which metropolitan areas it is offered in. */
export function DetailsStep({ data }: { data: JobEditableResponse }) {
  const { form, values, disabled, errorOf } = useJobForm();
  const details = values.details;

  const text = (path: string, value: string, label: string, maxLength: number, required: boolean, multiline = false) => {
    const error = errorOf(path);
    return (
      <TextField
        name={path}
        label={label}
        value={value}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={!!error}
        helperText={error}
        required={required}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { maxLength } }}
      />
    );
  };

  return (
    <Stack spacing={3}>
      {text('details.locationName', details.locationName, 'Location name', JOB_LIMITS.locationName, true)}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('details.address.address1', details.address.address1, 'Address 1', JOB_LIMITS.address, true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('details.address.address2', details.address.address2, 'Address 2', JOB_LIMITS.address, false)}</Grid>
        <Grid size={{ xs: 12, sm: 5 }}>{text('details.address.city', details.address.city, 'City', JOB_LIMITS.city, true)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StateSelectField name="details.address.idstate" id="job-state" states={data.states} placeholder="Select a state" errorOf={errorOf} disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>{text('details.address.postalCode', details.address.postalCode, 'Postal code', 5, true)}</Grid>
      </Grid>
      {text('details.locationDescription', details.locationDescription, 'Location description', JOB_LIMITS.locationDescription, true, true)}
      <LocationsField tree={data.locations} />
    </Stack>
  );
}

/**
 * Metropolitan areas grouped by state (as the employee notifications step): a state's checkbox selects
 * or clears all its areas and is indeterminate while only some are chosen; 'All locations' switches the tree off.
 */
function LocationsField({ tree }: { tree: readonly TreeNode[] }) {
  const { values, disabled, errorOf, set } = useJobForm();
  const { locationIDs, jobLocationsAll } = values.details;
  const error = jobLocationsAll ? undefined : errorOf('details.locationIDs');

  return (
    <FormControl component="fieldset" error={!!error} required disabled={disabled || jobLocationsAll}>
      <FormLabel component="legend">Locations</FormLabel>
      <FormControlLabel
        label="All locations"
        control={
          <Checkbox
            name="details.jobLocationsAll"
            checked={jobLocationsAll}
            disabled={disabled}
            onChange={(event) => set('details.jobLocationsAll', event.target.checked)}
          />
        }
      />
      <TreeCheckboxField label="Metropolitan areas" nodes={tree} selected={locationIDs} onChange={(ids) => set('details.locationIDs', ids)} />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
