import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { formatMinutes, formatShiftDay, RATE_SHIFT_BUTTON, scheduledMinutes, shiftCompleted, type EarnedShift } from '@dutylink/contracts';
import { EmptyState, RateShift } from '@dutylink/design-system';
import { earnedMinutes, earningsTotal, formatPay } from './earned-pay';

export interface EarningsSectionProps {
  title: string;
  shifts: EarnedShift[];
  /** What the officer sees, and does next, while the section is empty. */
  empty: { title: string; text: string };
}

/** A titled list of worked shifts with their hours and pay, the totals first. */
export function EarningsSection({ title, shifts, empty }: EarningsSectionProps) {
  const id = useId();
  const total = earningsTotal(shifts);
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h3">
        {title}
      </Typography>
      {shifts.length === 0 ? (
        <EmptyState title={empty.title} description={empty.text} />
      ) : (
        <>
          <Typography sx={{ mt: 0.5, fontWeight: 600 }}>{`Total: ${formatMinutes(total.minutes)} · ${formatPay(total.pay)}`}</Typography>
          <Box component="ul" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
            {shifts.map((shift) => (
              <EarnedShiftRow key={shift.id} shift={shift} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * The employer's correction, from the hours worked when there was a check-out:
 * 'Hours changed by the employer from 8 h 20 min to 8 h: <reason>', else 'Hours set by the employer to 8 h: <reason>';
 * the hours worked, approved above the schedule: 'Hours approved above the 8 h scheduled: <reason>'.
 */
function correctionText(shift: EarnedShift, reason: string) {
  const to = formatMinutes(earnedMinutes(shift));
  // The hours worked, approved above the schedule with the employer's reason (issue 36).
  if (shift.workedMinutes !== null && shift.workedMinutes === shift.approvedMinutes) {
    return `Hours approved above the ${formatMinutes(scheduledMinutes(shift))} scheduled: ${reason}`;
  }
  const change = shift.workedMinutes === null ? `Hours set by the employer to ${to}` : `Hours changed by the employer from ${formatMinutes(shift.workedMinutes)} to ${to}`;
  return `${change}: ${reason}`;
}

function EarnedShiftRow({ shift }: { shift: EarnedShift }) {
  return (
    <Box component="li" sx={{ py: 1.5, overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${formatShiftDay(shift.startsAt, shift.timeZone)} · ${shift.title}`}</Typography>
          <Typography color="textSecondary">{shift.company}</Typography>
        </Box>
        <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{formatPay(shift.pay)}</Typography>
          <Typography color="textSecondary">{formatMinutes(earnedMinutes(shift))}</Typography>
        </Box>
      </Stack>
      {shift.correctionReason && <Typography sx={{ mt: 0.5 }}>{correctionText(shift, shift.correctionReason)}</Typography>}
      <Box sx={{ mt: 1 }}>
        <RateShift
          shiftId={shift.id}
          rated={shift.rated}
          completed={shiftCompleted({ checkedOut: shift.workedMinutes !== null, approvedMinutes: shift.approvedMinutes })}
          label={RATE_SHIFT_BUTTON}
          about={`${shift.company} · ${shift.title} · ${formatShiftDay(shift.startsAt, shift.timeZone)}`}
        />
      </Box>
    </Box>
  );
}
