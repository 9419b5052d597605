import { FormControlLabel, Checkbox } from '@dutylink/mui';
import { FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { useFormikContext } from 'formik';
import type { TreeNode } from '@dutylink/contracts';
import { TreeCheckboxField } from '@dutylink/design-system';
import { shownError } from '../../components/profile-wizard';
import type { NotificationFormValues } from './notification-form-values';

/**
 * Metropolitan areas grouped by state. A state's checkbox selects or clears all its areas and shows
 * indeterminate while only some are chosen; 'All ZIPs' switches the tree off.
 */
export function LocationsField({ tree }: { tree: readonly TreeNode[] }) {
  const form = useFormikContext<NotificationFormValues>();
  const { values, setFieldValue, setFieldTouched, isSubmitting } = form;
  const error = values.allZips ? undefined : shownError(form, 'locations');
  const disabled = isSubmitting || values.allZips;

  const update = (ids: number[]) => {
    void setFieldValue('locations', ids);
    void setFieldTouched('locations', true, false);
  };

  return (
    <FormControl component="fieldset" error={!!error} required disabled={disabled}>
      {/* 'All ZIPs' stays usable when the areas are off, so the legend keeps its colour. */}
      <FormLabel component="legend" disabled={isSubmitting}>
        Locations
      </FormLabel>
      <FormControlLabel
        label="All ZIPs"
        control={
          <Checkbox
            name="allZips"
            checked={values.allZips}
            disabled={isSubmitting}
            onChange={(event) => void setFieldValue('allZips', event.target.checked)}
          />
        }
      />
      <TreeCheckboxField label="Metropolitan areas" nodes={tree} selected={values.locations} onChange={update} />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
