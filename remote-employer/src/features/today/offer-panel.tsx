import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { reads, shiftsApi, useRead } from '@dutylink/api-client';
import { ConfirmDialog } from '@dutylink/design-system';
import { formatShiftClock, formatShiftDay, offerPlanText, type StaffedShift } from '@dutylink/contracts';

export const OFFER_SHIFT = 'Offer shift';
export const STOP_OFFERS = 'Stop offers';
export const RELEASE_AND_OFFER = 'Release and offer';
export const OFFER_STOPPED = 'Offers stopped';
/** An offer that found nobody to text: why, and what the company can do instead (never a dead end). */
export const NOBODY_TO_ASK =
  'Nobody could be texted: no favorite, applicant or officer whose alerts match is free and holds the permits. Find another officer, or stop and offer it again later.';

/** 'Offered to 10 officers · next wave at 3:15 PM CST', or who covers it: what the company's offer has done so far. */
export function offerProgress(shift: StaffedShift): string | null {
  if (shift.coveredBy) return shift.coveredBy.lost ? `${shift.coveredBy.name} took it, then lost it too: offer their shift` : `Covered by ${shift.coveredBy.name}`;
  const { offer } = shift;
  if (!offer) return null;
  const asked = `Offered to ${offer.asked} officer${offer.asked === 1 ? '' : 's'}`;
  if (offer.stoppedAt) return `${asked} · ${OFFER_STOPPED}`;
  if (offer.nextWaveAt) return `${asked} · next wave at ${formatShiftClock(offer.nextWaveAt, shift.timeZone)}`;
  return offer.asked ? `${asked} · waiting for a YES` : NOBODY_TO_ASK;
}

/**
 * A lost shift on Today (issue 36): its offer's progress and Stop offers, or Offer shift with what it will do (who
 * first, how many at a time, the wait), from the company's offer settings.
 */
export function OfferPanel({ shift }: { shift: StaffedShift }) {
  const [busy, setBusy] = useState(false);
  const notices = useRead(reads.employer.notices());
  const run = async (call: (id: number) => Promise<unknown>) => {
    setBusy(true);
    await call(shift.id);
    setBusy(false);
  };
  const progress = offerProgress(shift);
  const offering = shift.offer !== null && !shift.offer.stoppedAt && !shift.offer.filledAt;
  const settings = notices.status === 'ready' && notices.data.offerMode ? notices.data : null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {progress && <Typography sx={{ fontWeight: 600 }}>{progress}</Typography>}
      {!shift.coveredBy && !offering && settings && (
        <Typography color="textSecondary">
          {offerPlanText({ offerMode: settings.offerMode!, offerWaveSize: settings.offerWaveSize!, offerWaveMinutes: settings.offerWaveMinutes! })}
        </Typography>
      )}
      {!shift.coveredBy && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {offering ? (
            <Button variant="outlined" onClick={() => void run(shiftsApi.stopOffer)} disabled={busy}>
              {STOP_OFFERS}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void run(shiftsApi.offer)} disabled={busy}>
              {OFFER_SHIFT}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** What releasing tells the company before it happens: the officer is texted and the shift offered; there is no undo. */
export const releaseQuestion = (shift: StaffedShift) =>
  `${shift.officer.name} is texted that the shift ${formatShiftDay(shift.startsAt, shift.timeZone)} at ${formatShiftClock(shift.startsAt, shift.timeZone)} is no longer theirs, and it is offered to other officers. This cannot be undone.`;

/**
 * An Unconfirmed shift's Release and offer, asked first (a slip beside Keep would drop the officer and text people):
 * the officer is let go, then the shift offered (unless the company's automatic offers already did).
 */
export function ReleaseAndOffer({ shift, disabled }: { shift: StaffedShift; disabled: boolean }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const release = async () => {
    setBusy(true);
    const released = await shiftsApi.release(shift.id);
    if (released && !released.offer) await shiftsApi.offer(shift.id);
    setBusy(false);
    setAsking(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)} disabled={busy || disabled}>
        {RELEASE_AND_OFFER}
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Release ${shift.officer.name}?`}
        text={releaseQuestion(shift)}
        confirmLabel={RELEASE_AND_OFFER}
        cancelLabel="Cancel"
        destructive
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void release()}
      />
    </>
  );
}
