import { Box, CircularProgress } from '@mui/material';

export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 200, flex: 1 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
