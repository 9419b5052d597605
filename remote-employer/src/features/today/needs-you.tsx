import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { shiftsApi } from '@dutylink/api-client';
import { employerRoutes, isCovered, ShiftConfirmation, type StaffedShift } from '@dutylink/contracts';
import { OfferPanel, ReleaseAndOffer } from './offer-panel';
import { ShiftCard } from './shift-card';

export const NEEDS_YOU_TITLE = 'Needs you';
export const NEEDS_YOU_HINT = 'Shifts that lost their officer, or whose officer has not confirmed. Offer an open shift by text message: the first officer to reply YES gets it.';
export const keepLabel = (shift: StaffedShift) => `Keep ${shift.officer.name}`;
export const FIND_ANOTHER = 'Find another officer';

/** One shift that needs the company: an open one offered (issue 36); an unconfirmed one kept, or released and offered; or the job's applicants. */
function NeedsYouCard({ shift, now }: { shift: StaffedShift; now: Date }) {
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    await shiftsApi.keep(shift.id);
    setBusy(false);
  };
  return (
    <ShiftCard
      shift={shift}
      now={now}
      details={shift.lost && <OfferPanel shift={shift} />}
      actions={
        <>
          {shift.confirmation === ShiftConfirmation.Unconfirmed && !shift.lost && (
            <>
              <Button variant="contained" onClick={() => void keep()} disabled={busy}>
                {keepLabel(shift)}
              </Button>
              <ReleaseAndOffer shift={shift} disabled={busy} />
            </>
          )}
          {!isCovered(shift) && (
            // Taken by an offer and still held: nothing left to find.
            <Button variant="outlined" component={RouterLink} to={employerRoutes.applicants(shift.jobId)}>
              {FIND_ANOTHER}
            </Button>
          )}
        </>
      }
    />
  );
}

/** Today's list of the shifts that need the company (issue 36): lost (called off, a no-show, released) with their offers, or reported Unconfirmed. */
export function NeedsYou({ shifts, now }: { shifts: StaffedShift[]; now: Date }) {
  if (!shifts.length) return null;
  return (
    <Stack component="section" spacing={2} aria-labelledby="needs-you-title">
      <div>
        <Typography id="needs-you-title" variant="h2" component="h2">
          {NEEDS_YOU_TITLE}
        </Typography>
        <Typography color="textSecondary">{NEEDS_YOU_HINT}</Typography>
      </div>
      <Stack component="ul" spacing={2} aria-labelledby="needs-you-title" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shifts.map((shift) => (
          <li key={shift.id}>
            <NeedsYouCard shift={shift} now={now} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
