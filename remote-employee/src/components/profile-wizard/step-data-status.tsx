import { Box, Button, CircularProgress } from '@dutylink/mui';
import type { Loaded } from '@dutylink/api-client';
import { EmptyState } from '@dutylink/design-system';

/** The spinner while a step loads, or a retry after a failed load; nothing once ready. */
export function StepDataStatus<T>({ state, label }: { state: Loaded<T>; label: string }) {
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
