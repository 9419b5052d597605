import { useState } from 'react';
import { Button, Stack, Typography } from '@dutylink/mui';
import { Link as RouterLink } from '@dutylink/router';
import { shiftsApi } from '@dutylink/api-client';
import { employerRoutes, ShiftConfirmation, type StaffedShift } from '@dutylink/contracts';
import { ShiftCard } from './shift-card';

export const NEEDS_YOU_TITLE = 'Needs you';
export const NEEDS_YOU_HINT = 'Shifts ahead whose officer called off or has not confirmed. Keep an officer who has not confirmed, or find another.';
export const keepLabel = (shift: StaffedShift) => `Keep ${shift.officer.name}`;
export const FIND_ANOTHER = 'Find another officer';

/** One shift that needs the company: Keep (an unconfirmed one), or the job's applicants to find another. */
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
      actions={
        <>
          {shift.confirmation === ShiftConfirmation.Unconfirmed && !shift.calledOff && (
            <Button variant="contained" onClick={() => void keep()} disabled={busy}>
              {keepLabel(shift)}
            </Button>
          )}
          <Button variant="outlined" component={RouterLink} to={employerRoutes.applicants(shift.jobId)}>
            {FIND_ANOTHER}
          </Button>
        </>
      }
    />
  );
}

/** Today's list of the shifts ahead that need the company (issue 36): called off, or reported Unconfirmed. */
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
