import { Box, Button, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@dutylink/contracts';

export const REMOTE_FALLBACK_MESSAGE = `This part of ${PRODUCT_NAME} could not be loaded.`;

/** Shown in place of a remote that failed to load or crashed; the frame around it keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {REMOTE_FALLBACK_MESSAGE}
      </Typography>
      <Typography color="text.secondary">Check your connection and try again.</Typography>
      <Button variant="contained" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
