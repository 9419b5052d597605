import { lazy, Suspense, useId, useState } from 'react';
import { Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import {
  activeFilterCount,
  DISTANCE_SORT_NEEDS_ZIP,
  employeeRoutes,
  JOB_LIST_SORT_LABEL,
  JOB_LIST_SORTS,
  withReturnUrl,
  type JobListQuery,
  type JobListSort,
} from '@dutylink/contracts';
import { TAP_TARGET } from '@dutylink/design-system';

// The panel's fields (MUI's text fields) load when it is first opened: the list is the area's first page.
const JobFiltersPanel = lazy(() => import('./job-filters-panel').then((m) => ({ default: m.JobFiltersPanel })));

export const SORT_LABEL = 'Sort by';
export const FILTERS_LABEL = 'Filters';
/** 'Filters', or with the number of filters on: 'Filters (2)'. */
export const filtersButtonLabel = (count: number) => (count > 0 ? `${FILTERS_LABEL} (${count})` : FILTERS_LABEL);

const GENERAL_INFORMATION = 'General information';

export interface JobListControlsProps {
  query: JobListQuery;
  onChange: (next: JobListQuery) => void;
  /** False when the officer's profile has no ZIP code the distances could be measured from; undefined before the first answer. */
  canSortByDistance: boolean | undefined;
  /** Where General information comes back to. */
  returnUrl: string;
}

/**
 * The All tab's sort (Date, Pay, Distance) and its Filters panel (issue 21). The sort is a native select (a
 * phone shows its own picker); the panel opens under the button, so nothing is wider than the screen.
 */
export function JobListControls({ query, onChange, canSortByDistance, returnUrl }: JobListControlsProps) {
  const sortId = useId();
  const hintId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(query.filters);
  // Without a ZIP code the server lists by date: the select says so.
  const sort: JobListSort = query.sort === 'distance' && canSortByDistance === false ? 'date' : query.sort;
  const [before, after] = DISTANCE_SORT_NEEDS_ZIP.split(GENERAL_INFORMATION);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography component="label" htmlFor={sortId}>
          {SORT_LABEL}
        </Typography>
        <Box
          component="select"
          id={sortId}
          value={sort}
          aria-describedby={canSortByDistance === false ? hintId : undefined}
          onChange={(event) => onChange({ ...query, sort: (event.target as HTMLSelectElement).value as JobListSort })}
          sx={{ font: 'inherit', minHeight: TAP_TARGET, px: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary' }}
        >
          {JOB_LIST_SORTS.map((each) => (
            <option key={each} value={each} disabled={each === 'distance' && canSortByDistance === false}>
              {JOB_LIST_SORT_LABEL[each]}
            </option>
          ))}
        </Box>
        <Button variant={count > 0 ? 'contained' : 'outlined'} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} sx={{ ml: 'auto' }}>
          {filtersButtonLabel(count)}
        </Button>
      </Stack>
      {canSortByDistance === false && (
        <Typography id={hintId} variant="body2" color="textSecondary">
          {before}
          <Link component={RouterLink} to={withReturnUrl(employeeRoutes.general, returnUrl)}>
            {GENERAL_INFORMATION}
          </Link>
          {after}
        </Typography>
      )}
      {open && (
        <Suspense fallback={<LinearProgress aria-label="Loading the filters" />}>
          <JobFiltersPanel id={panelId} filters={query.filters} onChange={(filters) => onChange({ ...query, filters })} />
        </Suspense>
      )}
    </Stack>
  );
}
