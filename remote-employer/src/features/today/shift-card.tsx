import type { ReactNode } from 'react';
import { Card, CardContent, Chip, Link, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import {
  COVER_STATE_LABEL,
  CoverState,
  coverState,
  employerRoutes,
  formatDistance,
  LOST_REASON_LABEL,
  formatPhone,
  formatShiftClock,
  formatShiftTimes,
  SHIFT_CONFIRMATION_LABEL,
  SHIFT_STATUS_LABEL,
  ShiftConfirmation,
  ShiftStatus,
  type StaffedShift,
} from '@dutylink/contracts';
import { standaloneLink } from '@dutylink/design-system';
import { checkInClock, checkOutClock } from '../../lib/shift-timing';

/** How each status reads at a glance: a no-show is the one to act on, a finished shift the one to ignore. */
const STATUS_CHIP: Record<ShiftStatus, { color: 'error' | 'warning' | 'success' | 'default'; variant: 'filled' | 'outlined' }> = {
  [ShiftStatus.NoShow]: { color: 'error', variant: 'filled' },
  [ShiftStatus.Late]: { color: 'warning', variant: 'filled' },
  [ShiftStatus.CheckedIn]: { color: 'success', variant: 'filled' },
  [ShiftStatus.CheckedOut]: { color: 'default', variant: 'filled' },
  [ShiftStatus.NotCheckedIn]: { color: 'default', variant: 'outlined' },
};

/** Before the start, whether the officer confirmed (issue 36): unconfirmed is the one to act on. */
const CONFIRMATION_CHIP: Record<ShiftConfirmation, { color: 'warning' | 'success' | 'default'; variant: 'filled' | 'outlined' }> = {
  [ShiftConfirmation.Unconfirmed]: { color: 'warning', variant: 'filled' },
  [ShiftConfirmation.Confirmed]: { color: 'success', variant: 'outlined' },
  [ShiftConfirmation.Kept]: { color: 'default', variant: 'filled' },
  [ShiftConfirmation.Awaiting]: { color: 'default', variant: 'outlined' },
};

/** Issue 36's states: Open (lost, nobody covers it) is the one to act on. */
const COVER_CHIP: Record<CoverState, { color: 'error' | 'warning' | 'success'; variant: 'filled' | 'outlined' }> = {
  [CoverState.Open]: { color: 'error', variant: 'filled' },
  [CoverState.Covered]: { color: 'success', variant: 'filled' },
  [CoverState.Unconfirmed]: { color: 'warning', variant: 'filled' },
  [CoverState.Confirmed]: { color: 'success', variant: 'outlined' },
};

/** The card's chip: Open or Covered once the shift lost its officer, else before the start the confirmation, then how the check-in stands. */
function chipOf(shift: StaffedShift, now: Date) {
  const state = coverState(shift);
  if (shift.lost && state) return { label: COVER_STATE_LABEL[state], ...COVER_CHIP[state] };
  if (now.getTime() < Date.parse(shift.startsAt)) {
    return state ? { label: COVER_STATE_LABEL[state], ...COVER_CHIP[state] } : { label: SHIFT_CONFIRMATION_LABEL[shift.confirmation], ...CONFIRMATION_CHIP[shift.confirmation] };
  }
  return { label: SHIFT_STATUS_LABEL[shift.status], ...STATUS_CHIP[shift.status] };
}

/** 'Called off: Sick or injured · late (less than 24 hours before)'. */
export const callOffLine = ({ reason, late }: NonNullable<StaffedShift['calledOff']>) => `Called off: ${reason}${late ? ' · late (less than 24 hours before)' : ''}`;

/** Why the shift lost its officer (issue 36): the call-off with its reason, or 'No-show', 'Released', 'Withdrawn', 'Hire cancelled'. */
export const lostLine = (shift: StaffedShift) => (shift.calledOff ? callOffLine(shift.calledOff) : shift.lost ? LOST_REASON_LABEL[shift.lost] : null);

export const COVERING_NOTE = 'Covering an open shift';

/** A long name or title has no space to wrap at: it breaks where it must rather than widening the page. */
const wrapped: SxProps<Theme> = { overflowWrap: 'anywhere', minWidth: 0 };

/** 'Checked in 7:10 AM CST (10 min late) · 0.3 mi from the address', the clock (checkInClock, checkOutClock) in the job's zone. */
function checkLine(label: 'Checked in' | 'Checked out', clock: string, distance: number | null): string {
  const where = distance === null ? 'location not shared' : `${formatDistance(distance)} from the address`;
  return `${label} ${clock} · ${where}`;
}

/** One officer's shift (hired, or covering an open one) on the Today board at `now`: who, how to reach them, where they stand, and what the company can do. */
export function ShiftCard({ shift, now, details, actions }: { shift: StaffedShift; now: Date; details?: ReactNode; actions?: ReactNode }) {
  const { officer } = shift;
  const lost = lostLine(shift);
  // Late or a no-show, the officer may still check in until the end (before the start, the chip says whether they confirmed).
  const awaited = !shift.lost && !shift.checkedInAt && now.getTime() >= Date.parse(shift.startsAt) && now.getTime() < Date.parse(shift.endsAt);
  const name = (
    <Link component={RouterLink} to={employerRoutes.applicant(shift.jobId, officer.id)} underline="hover" sx={standaloneLink}>
      {officer.name}
    </Link>
  );
  const phone = officer.phone && (
    <Link href={`tel:${officer.phone}`} underline="hover" sx={standaloneLink}>
      {formatPhone(officer.phone)}
    </Link>
  );
  return (
    <Card component="article" variant="outlined" aria-label={`${officer.name}, ${shift.title}`}>
      <CardContent>
        {/* A lost shift is headed by its post, so Open or Covered reads as the post's state, not its former officer's. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h3" sx={wrapped}>
            {shift.lost ? shift.title : name}
          </Typography>
          <Chip {...chipOf(shift, now)} />
        </Stack>
        {shift.lost ? (
          <Typography sx={{ mt: 1 }}>{formatShiftTimes(shift)}</Typography>
        ) : (
          <>
            {phone}
            <Typography sx={{ mt: 1, fontWeight: 600, ...wrapped }}>{shift.title}</Typography>
            <Typography>{formatShiftTimes(shift)}</Typography>
          </>
        )}
        {shift.lost && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography component="span">Officer:</Typography>
            {name}
            {phone}
          </Stack>
        )}
        {awaited && <Typography color="textSecondary">{`Not checked in yet · shift ends ${formatShiftClock(shift.endsAt, shift.timeZone)}`}</Typography>}
        {shift.checkedInAt && (
          <Typography color="textSecondary">{checkLine('Checked in', checkInClock(shift, shift.checkedInAt, shift.checkInReceivedAt), shift.checkInDistance)}</Typography>
        )}
        {shift.checkedOutAt && (
          <Typography color="textSecondary">{checkLine('Checked out', checkOutClock(shift, shift.checkedOutAt, shift.checkOutReceivedAt), shift.checkOutDistance)}</Typography>
        )}
        {lost && <Typography color="textSecondary">{lost}</Typography>}
        {shift.covering && <Typography color="textSecondary">{COVERING_NOTE}</Typography>}
        {details}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
