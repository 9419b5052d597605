import { Box, CircularProgress } from '@mui/material';

/** The small indicator shown while the session or a remote is loading. */
export function PageProgress() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} aria-label="Loading" />
    </Box>
  );
}
