import { useId, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography, TextField } from '@mui/material';
import { shiftsApi, toast } from '@dutylink/api-client';
import { ConfirmDialog } from '@dutylink/design-system';

export const FEED_TEXT = 'Subscribe in your calendar app to see every shift there, kept up to date.';
export const RENEW_TEXT = 'The current address stops working: calendars subscribed to it stop updating.';
export const RENEWED = 'New calendar address: subscribe to it in your calendar app';

/** The feed's address as a webcal:// link, which opens the phone's calendar app (iPhone and Android) to subscribe. */
const webcalUrl = (url: string) => url.replace(/^[a-z][a-z\d+.-]*:/i, 'webcal:');

/**
 * The officer's calendar feed, folded to its title so the shifts come first: unfolded, Subscribe, its
 * address to copy into a calendar app, how to, and a new address when it leaked.
 */
export function CalendarFeed({ url }: { url: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={`${id}-title`} component="h2" variant="h3">
            Calendar feed
          </Typography>
          <Button onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={open ? `${id}-feed` : undefined} aria-describedby={`${id}-title`}>
            {open ? 'Hide' : 'Show'}
          </Button>
        </Stack>
        {open && <FeedAddress id={`${id}-feed`} url={url} />}
      </CardContent>
    </Card>
  );
}

function FeedAddress({ id, url }: { id: string; url: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Copied');
    } catch {
      // No clipboard (an old browser, or permission refused): the address is selected to copy by hand.
      field.current?.select();
      toast.error('Not copied', 'Select the address and copy it.');
    }
  };

  const renew = async () => {
    setBusy(true);
    const feed = await shiftsApi.renewFeed();
    setBusy(false);
    if (!feed) return;
    setConfirming(false);
    toast.success(RENEWED);
  };

  return (
    <Box id={id}>
      <Typography sx={{ mt: 1, mb: 2 }}>{FEED_TEXT}</Typography>
      <TextField
        label="Calendar address"
        value={url}
        multiline
        fullWidth
        inputRef={field}
        slotProps={{ htmlInput: { readOnly: true } }}
        // An address has no spaces: it breaks anywhere rather than running off a phone's screen.
        sx={{ '& textarea': { overflowWrap: 'anywhere' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button component="a" href={webcalUrl(url)} variant="contained">
          Subscribe
        </Button>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outlined" onClick={() => setConfirming(true)}>
          Get a new address
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Google Calendar: Other calendars → From URL, paste the address.
      </Typography>
      <Typography variant="body2">iPhone: tap Subscribe, or Settings → Calendar → Accounts → Add Subscribed Calendar.</Typography>
      <ConfirmDialog
        open={confirming}
        title="Get a new address?"
        text={RENEW_TEXT}
        confirmLabel="Get a new address"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void renew()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
