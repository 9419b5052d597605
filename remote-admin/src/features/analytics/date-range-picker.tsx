import { createContext, useContext, useId, useState, type MouseEvent } from 'react';
import { Box, Button, Stack, Typography, Popover } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { differenceInCalendarDays, endOfMonth, format, isAfter, isBefore, isSameDay, startOfMonth, subMonths } from 'date-fns';
import { ANALYTICS_MAX_RANGE_DAYS, formatDay, isoDay, type DayRange } from '@dutylink/contracts';

/** 'yyyy-MM-dd' → a local Date at midnight (days are the browser's calendar days). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** '1 Mar 2026 – 7 Mar 2026' (the picker button's text). */
export const formatDayRange = (range: DayRange) => `${formatDay(range.from)} – ${formatDay(range.to)}`;

interface Highlight {
  start: Date | null;
  end: Date | null;
}

const HighlightContext = createContext<Highlight>({ start: null, end: null });

/** A calendar day that paints the chosen range: the two ends selected, the days between tinted. */
function RangeDay(props: PickerDayProps) {
  const { start, end } = useContext(HighlightContext);
  const day = props.day as Date;
  const edge = (!!start && isSameDay(day, start)) || (!!end && isSameDay(day, end));
  const inside = !!start && !!end && isAfter(day, start) && isBefore(day, end);
  return (
    <PickerDay
      {...props}
      selected={edge && !props.outsideCurrentMonth}
      data-in-range={inside && !props.outsideCurrentMonth ? 'true' : undefined}
      sx={inside && !props.outsideCurrentMonth ? { bgcolor: 'action.selected', borderRadius: 0 } : undefined}
    />
  );
}

export interface DateRangeButtonProps {
  /** The range shown on the button (the preset's or the custom one). */
  value: DayRange;
  /** A complete custom range (from ≤ to). */
  onChange: (range: DayRange) => void;
  /** The last day that may be picked. */
  today: Date;
  /** Names the button and the dialog, e.g. 'Jobs posted'. */
  label: string;
}

/**
 * A two-month range picker built from free x-date-pickers parts (DateRangePicker is MUI X Pro): a button
 * opens a popover with two DateCalendar months side by side (left = previous month, right = the current
 * one). The first click sets the start, the second the end (swapped when earlier); then the range is applied.
 * Days after today, and days more than ANALYTICS_MAX_RANGE_DAYS from a chosen start, cannot be picked.
 */
export function DateRangeButton({ value, onChange, today, label }: DateRangeButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [start, setStart] = useState<Date | null>(null);
  const dialogId = useId();
  const hintId = useId();
  const text = formatDayRange(value);

  const open = (event: MouseEvent<HTMLElement>) => {
    setStart(null);
    setAnchor(event.currentTarget);
  };
  const close = () => setAnchor(null);

  const pick = (day: Date | null) => {
    if (!day) return;
    if (!start) {
      setStart(day);
      return;
    }
    const [from, to] = isBefore(day, start) ? [day, start] : [start, day];
    setStart(null);
    setAnchor(null);
    onChange({ from: isoDay(from), to: isoDay(to) });
  };

  const tooFar = (day: Date) => !!start && Math.abs(differenceInCalendarDays(day, start)) >= ANALYTICS_MAX_RANGE_DAYS;
  const highlight: Highlight = start ? { start, end: null } : { start: dayToDate(value.from), end: dayToDate(value.to) };
  const thisMonth = startOfMonth(today);
  const lastMonth = subMonths(thisMonth, 1);

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={open}
        aria-label={`${label} date range: ${text}`}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? dialogId : undefined}
      >
        {text}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: dialogId, role: 'dialog', 'aria-label': `${label} date range`, 'aria-describedby': hintId } }}
      >
        <HighlightContext.Provider value={highlight}>
          <Typography id={hintId} variant="body2" sx={{ px: 2, pt: 2 }} aria-live="polite">
            {start ? `From ${formatDay(isoDay(start))}: choose the last day` : 'Choose the first day'}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }}>
            <Box aria-label={format(lastMonth, 'MMMM yyyy')} role="group">
              <DateCalendar
                views={['day']}
                value={null}
                referenceDate={lastMonth}
                maxDate={endOfMonth(lastMonth)}
                shouldDisableDate={tooFar}
                onChange={pick}
                slots={{ day: RangeDay }}
              />
            </Box>
            <Box aria-label={format(thisMonth, 'MMMM yyyy')} role="group">
              <DateCalendar
                views={['day']}
                value={null}
                referenceDate={thisMonth}
                minDate={thisMonth}
                maxDate={today}
                disableFuture
                shouldDisableDate={tooFar}
                onChange={pick}
                slots={{ day: RangeDay }}
              />
            </Box>
          </Stack>
        </HighlightContext.Provider>
      </Popover>
    </>
  );
}
