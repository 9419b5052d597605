import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel } from '@mui/material';
import { useFormikContext } from 'formik';
import type { TreeNode } from '@dutylink/contracts';
import { shownError } from '../profile-wizard';
import type { NotificationFormValues } from './notification-form-values';

/**
 * Metropolitan areas grouped by state. A state's checkbox selects or clears all its areas and shows
 * indeterminate while only some are chosen; 'All ZIPs' switches the tree off.
 */
export function LocationsField({ tree }: { tree: readonly TreeNode[] }) {
  const form = useFormikContext<NotificationFormValues>();
  const { values, setFieldValue, setFieldTouched, isSubmitting } = form;
  const selected = new Set(values.locations);
  const error = values.allZips ? undefined : shownError(form, 'locations');
  const disabled = isSubmitting || values.allZips;

  const update = (next: Set<number>) => {
    void setFieldValue('locations', [...next]);
    void setFieldTouched('locations', true, false);
  };

  const toggleState = (state: TreeNode, checked: boolean) => {
    const next = new Set(selected);
    for (const id of [state.id, ...state.children.map((child) => child.id)]) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    update(next);
  };

  const toggleArea = (state: TreeNode, area: TreeNode, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(area.id);
    else next.delete(area.id);
    if (state.children.every((child) => next.has(child.id))) next.add(state.id);
    else next.delete(state.id);
    update(next);
  };

  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel component="legend">Locations</FormLabel>
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
      <Box
        role="group"
        aria-label="Metropolitan areas"
        sx={{ maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1 }}
      >
        {tree.map((state) => {
          const chosen = state.children.filter((child) => selected.has(child.id)).length;
          const all = state.children.length > 0 ? chosen === state.children.length : selected.has(state.id);
          return (
            <Box key={state.id}>
              <FormControlLabel
                label={state.name}
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={!all && chosen > 0}
                    onChange={(event) => toggleState(state, event.target.checked)}
                  />
                }
              />
              {state.children.length > 0 && (
                <Box role="group" aria-label={`Metropolitan areas of ${state.name}`} sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
                  {state.children.map((area) => (
                    <FormControlLabel
                      key={area.id}
                      label={area.name}
                      control={<Checkbox checked={selected.has(area.id)} onChange={(event) => toggleArea(state, area, event.target.checked)} />}
                    />
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
