import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { reads, shiftsApi, toast, useRead } from '@dutylink/api-client';
import { formatSalary, formatShiftTimes, OPEN_SHIFTS_ANCHOR, type OpenShiftOffer } from '@dutylink/contracts';

export const OPEN_OFFERS_TITLE = 'Open shifts offered to you';
export const OPEN_OFFERS_TEXT = 'A company needs someone for these shifts. The first officer to take one gets it.';
export const TAKE_BUTTON = 'Take this shift';

export const takenToast = (offer: OpenShiftOffer) => `The shift is yours: ${offer.title}, ${formatShiftTimes(offer)}.`;

/**
 * On My shifts (issue 39): the lost shifts offered to the officer, by text or by push (whose tap opens this list), each
 * with Take this shift, as replying YES takes it; once taken it is among their shifts. Nothing while none is open.
 */
export function OpenOffers() {
  const id = useId();
  const state = useRead(reads.shifts.offers());
  if (state.status !== 'ready' || state.data.offers.length === 0) return null;
  return (
    <Box component="section" id={OPEN_SHIFTS_ANCHOR} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 72 }}>
      <Typography id={`${id}-title`} component="h2" variant="h3">
        {OPEN_OFFERS_TITLE}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 1.5 }}>
        {OPEN_OFFERS_TEXT}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {state.data.offers.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** One offer: the job, the company, when (in the job's zone), where and the pay, and the button. */
function OfferCard({ offer }: { offer: OpenShiftOffer }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const take = async () => {
    setBusy(true);
    const shift = await shiftsApi.take(offer.id);
    setBusy(false);
    if (shift) toast.success(takenToast(offer));
  };
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-title`} sx={{ borderColor: 'primary.main' }}>
      <CardContent>
        <Stack spacing={2}>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Typography id={`${id}-title`} component="h3" variant="h3">
              {offer.title}
            </Typography>
            <Typography color="textSecondary">{offer.company}</Typography>
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{formatShiftTimes(offer)}</Typography>
            {offer.place && <Typography>{offer.place}</Typography>}
            <Typography>Pay {formatSalary(offer.rate, offer.rateType)}</Typography>
          </Box>
          {/* On a phone the button takes the card's width, a thumb's reach; wider, its own. */}
          <Button variant="contained" size="large" onClick={() => void take()} disabled={busy} sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}>
            {TAKE_BUTTON}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
