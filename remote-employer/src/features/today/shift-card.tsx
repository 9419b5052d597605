import type { ReactNode } from 'react';
import { Card, CardContent, Chip, Link, Stack, Typography, type SxProps, type Theme } from '@dutylink/mui';
import { Link as RouterLink } from '@dutylink/router';
import {
  employerRoutes,
  formatDistance,
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

export const CALLED_OFF_LABEL = 'Called off';

/** The card's chip: a call-off, else before the start the confirmation, then how the check-in stands. */
function chipOf(shift: StaffedShift, now: Date) {
  if (shift.calledOff) return { label: CALLED_OFF_LABEL, color: 'error', variant: 'filled' } as const;
  if (now.getTime() < Date.parse(shift.startsAt)) return { label: SHIFT_CONFIRMATION_LABEL[shift.confirmation], ...CONFIRMATION_CHIP[shift.confirmation] };
  return { label: SHIFT_STATUS_LABEL[shift.status], ...STATUS_CHIP[shift.status] };
}

/** 'Called off: Sick or injured · late (less than 24 hours before)'. */
export const callOffLine = ({ reason, late }: NonNullable<StaffedShift['calledOff']>) => `Called off: ${reason}${late ? ' · late (less than 24 hours before)' : ''}`;

/** A long name or title has no space to wrap at: it breaks where it must rather than widening the page. */
const wrapped: SxProps<Theme> = { overflowWrap: 'anywhere', minWidth: 0 };

/** 'Checked in 7:10 AM CST (10 min late) · 0.3 mi from the address', the clock (checkInClock, checkOutClock) in the job's zone. */
function checkLine(label: 'Checked in' | 'Checked out', clock: string, distance: number | null): string {
  const where = distance === null ? 'location not shared' : `${formatDistance(distance)} from the address`;
  return `${label} ${clock} · ${where}`;
}

/** One hired officer's shift on the Today board at `now`: who, how to reach them, where they stand, and what the company can do. */
export function ShiftCard({ shift, now, actions }: { shift: StaffedShift; now: Date; actions?: ReactNode }) {
  const { officer } = shift;
  // Late or a no-show, the officer may still check in until the end (before the start, the chip says whether they confirmed).
  const awaited = !shift.calledOff && !shift.checkedInAt && now.getTime() >= Date.parse(shift.startsAt) && now.getTime() < Date.parse(shift.endsAt);
  return (
    <Card component="article" variant="outlined" aria-label={`${officer.name}, ${shift.title}`}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h3" sx={wrapped}>
            <Link component={RouterLink} to={employerRoutes.applicant(shift.jobId, officer.id)} underline="hover" sx={standaloneLink}>
              {officer.name}
            </Link>
          </Typography>
          <Chip {...chipOf(shift, now)} />
        </Stack>
        {officer.phone && (
          <Link href={`tel:${officer.phone}`} underline="hover" sx={standaloneLink}>
            {formatPhone(officer.phone)}
          </Link>
        )}
        <Typography sx={{ mt: 1, fontWeight: 600, ...wrapped }}>{shift.title}</Typography>
        <Typography>{formatShiftTimes(shift)}</Typography>
        {awaited && <Typography color="textSecondary">{`Not checked in yet · shift ends ${formatShiftClock(shift.endsAt, shift.timeZone)}`}</Typography>}
        {shift.checkedInAt && (
          <Typography color="textSecondary">{checkLine('Checked in', checkInClock(shift, shift.checkedInAt), shift.checkInDistance)}</Typography>
        )}
        {shift.checkedOutAt && (
          <Typography color="textSecondary">{checkLine('Checked out', checkOutClock(shift, shift.checkedOutAt), shift.checkOutDistance)}</Typography>
        )}
        {shift.calledOff && <Typography color="textSecondary">{callOffLine(shift.calledOff)}</Typography>}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
