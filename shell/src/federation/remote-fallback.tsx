import { Button, Stack, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@dutylink/contracts';

export const REMOTE_FALLBACK_MESSAGE = `This part of ${PRODUCT_NAME} could not be loaded.`;

/** Shown in place of a remote that failed to load or crashed; the frame around it keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{REMOTE_FALLBACK_MESSAGE}</Typography>
      <Typography color="text.secondary">Check your connection and try again.</Typography>
      <Button variant="contained" size="large" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}
