import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, TextField } from '@mui/material';
import {
  ARMED_STATUS_LABEL,
  ARMED_STATUSES,
  dayIn,
  hasAtMostTwoDecimals,
  isCalendarDay,
  JOB_LIST_MAX_MIN_PAY,
  jobListMessages,
  NO_JOB_LIST_FILTERS,
  SHIFT_LABEL,
  SHIFTS,
  type ArmedStatus,
  type JobListFilters,
  type Shift,
} from '@dutylink/contracts';

export const FILTER_LABELS = {
  from: 'From',
  to: 'To',
  minPay: 'Minimum pay ($/hour)',
  shift: 'Shift',
  armed: 'Armed status',
  any: 'Any',
  clear: 'Clear filters',
} as const;

/** How long the minimum pay waits for the next key before the list is read again. */
const PAY_TYPING_MS = 500;

/** A typed minimum pay: null for none, or what is wrong with it (an amount from 0 to 10,000 with two decimals). */
function payOf(text: string): { pay: number | null } | { problem: string } {
  if (text.trim() === '') return { pay: null };
  const pay = Number(text);
  if (!Number.isFinite(pay) || pay < 0 || pay > JOB_LIST_MAX_MIN_PAY) return { problem: jobListMessages.minPay };
  return hasAtMostTwoDecimals(pay) ? { pay } : { problem: jobListMessages.minPayDecimals };
}

const choiceOf = <T extends number>(value: string): T | null => (value === '' ? null : (Number(value) as T));

export interface JobFiltersPanelProps {
  id: string;
  filters: JobListFilters;
  onChange: (filters: JobListFilters) => void;
}

/**
 * The All tab's filters (issue 21): the days a job works within From–To (the officer's own calendar: the
 * earliest day offered is their today), at least a pay an hour (a day's rate counts as 8 hours), a shift and
 * an armed status. Each change reads the list again; the fields stack on a phone.
 */
export function JobFiltersPanel({ id, filters, onChange }: JobFiltersPanelProps) {
  const today = dayIn(new Date());
  const [payText, setPayText] = useState(filters.minPay === null ? '' : String(filters.minPay));
  const typed = payOf(payText);
  const payProblem = 'problem' in typed ? typed.problem : undefined;
  // The pay typed is applied once the typing pauses, to the filters as they are then.
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  const payTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(payTimer.current), []);

  const typePay = (text: string) => {
    setPayText(text);
    clearTimeout(payTimer.current);
    payTimer.current = setTimeout(() => {
      const next = payOf(text);
      if ('pay' in next && next.pay !== latest.current.filters.minPay) latest.current.onChange({ ...latest.current.filters, minPay: next.pay });
    }, PAY_TYPING_MS);
  };

  const setDay = (key: 'from' | 'to', value: string) => {
    const day = isCalendarDay(value) ? value : null;
    const next = { ...filters, [key]: day };
    // A start after the end leaves no range: the end goes.
    if (next.from !== null && next.to !== null && next.to < next.from) next.to = null;
    onChange(next);
  };

  return (
    <Paper component="section" id={id} aria-label="Filters" variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <TextField
          type="date"
          label={FILTER_LABELS.from}
          value={filters.from ?? ''}
          onChange={(event) => setDay('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <TextField
          type="date"
          label={FILTER_LABELS.to}
          value={filters.to ?? ''}
          onChange={(event) => setDay('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from ?? today } }}
        />
        <TextField
          type="number"
          label={FILTER_LABELS.minPay}
          value={payText}
          onChange={(event) => typePay(event.target.value)}
          error={payProblem !== undefined}
          helperText={payProblem}
          slotProps={{ htmlInput: { min: 0, max: JOB_LIST_MAX_MIN_PAY, step: 0.01, inputMode: 'decimal' } }}
        />
        <TextField
          select
          label={FILTER_LABELS.shift}
          value={filters.shift === null ? '' : String(filters.shift)}
          onChange={(event) => onChange({ ...filters, shift: choiceOf<Shift>(event.target.value) })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{FILTER_LABELS.any}</option>
          {SHIFTS.map((shift) => (
            <option key={shift} value={String(shift)}>
              {SHIFT_LABEL[shift]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={FILTER_LABELS.armed}
          value={filters.armed === null ? '' : String(filters.armed)}
          onChange={(event) => onChange({ ...filters, armed: choiceOf<ArmedStatus>(event.target.value) })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{FILTER_LABELS.any}</option>
          {ARMED_STATUSES.map((armed) => (
            <option key={armed} value={String(armed)}>
              {ARMED_STATUS_LABEL[armed]}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Button
            onClick={() => {
              clearTimeout(payTimer.current);
              setPayText('');
              onChange(NO_JOB_LIST_FILTERS);
            }}
            disabled={JSON.stringify(filters) === JSON.stringify(NO_JOB_LIST_FILTERS)}
          >
            {FILTER_LABELS.clear}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
