import { Chip } from '@mui/material';
import { dayIn, permitExpiryNote } from '@dutylink/contracts';

/**
 * Beside a held permit wherever it is listed (issue 21): 'Expires in 21 days' within the 30 days of the
 * first SMS reminder, 'Expired' once past, by the viewer's own day; nothing otherwise.
 */
export function PermitExpiryNote({ expires }: { expires: string | null }) {
  const note = permitExpiryNote(expires, dayIn(new Date()));
  if (!note) return null;
  return <Chip size="small" variant="outlined" color={note === 'Expired' ? 'error' : 'warning'} label={note} sx={{ ml: 1 }} />;
}
