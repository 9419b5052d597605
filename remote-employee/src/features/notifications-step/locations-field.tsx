import { memo } from 'react';
import { FormControlLabel, Checkbox, FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { TreeNode } from '@dutylink/contracts';
import { TreeCheckboxField, useFormikField } from '@dutylink/design-system';

/**
 * Metropolitan areas grouped by state. A state's checkbox selects or clears all its areas and shows
 * indeterminate while only some are chosen; 'All ZIPs' switches the tree off.
 */
export function LocationsField({ tree }: { tree: readonly TreeNode[] }) {
  const locations = useFormikField<number[]>('locations');
  const allZips = useFormikField<boolean>('allZips');
  return (
    <LocationsView
      tree={tree}
      locations={locations.value}
      allZips={allZips.value}
      error={allZips.value ? undefined : locations.error}
      submitting={locations.disabled}
      setLocations={locations.choose}
      setAllZips={allZips.form.setFieldValue}
    />
  );
}

interface LocationsViewProps {
  tree: readonly TreeNode[];
  locations: number[];
  allZips: boolean;
  error: string | undefined;
  submitting: boolean;
  setLocations: (ids: number[]) => void;
  setAllZips: (field: 'allZips', all: boolean) => unknown;
}

const LocationsView = memo(function LocationsView({ tree, locations, allZips, error, submitting, setLocations, setAllZips }: LocationsViewProps) {
  return (
    <FormControl component="fieldset" error={!!error} required disabled={submitting || allZips}>
      {/* 'All ZIPs' stays usable when the areas are off, so the legend keeps its colour. */}
      <FormLabel component="legend" disabled={submitting}>
        Locations
      </FormLabel>
      <FormControlLabel
        label="All ZIPs"
        control={<Checkbox name="allZips" checked={allZips} disabled={submitting} onChange={(event) => void setAllZips('allZips', event.target.checked)} />}
      />
      <TreeCheckboxField label="Metropolitan areas" nodes={tree} selected={locations} onChange={setLocations} />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
