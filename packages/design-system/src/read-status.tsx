import { Box, Button, CircularProgress } from '@mui/material';
import type { Loaded } from '@dutylink/api-client';
import { EmptyState } from './empty-state';

/**
 * A read's spinner while it loads, or 'No data' with Try again after it failed; nothing once ready.
 * `label` names what is read: 'Loading timesheets', 'The timesheets could not be loaded.'
 */
export function ReadStatus<T>({ state, label }: { state: Loaded<T>; label: string }) {
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={`Loading ${label}`} />
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <EmptyState
        title="No data"
        description={`The ${label} could not be loaded.`}
        action={
          <Button variant="outlined" onClick={state.retry}>
            Try again
          </Button>
        }
      />
    );
  }
  return null;
}
