import { useId, useState } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import type { DayRange } from '@dutylink/contracts';
import { EmptyState, ReadStatus, useNow } from '@dutylink/design-system';
import { downloadTimesheetsCsv } from './download-timesheets-csv';
import { TimesheetCard } from './timesheet-card';
import { rangeErrors, useTimesheetRange } from './timesheet-range';
import { TimesheetRangeFields } from './timesheet-range-fields';

export const NO_TIMESHEETS_TEXT = 'No shifts in these dates';
export const CSV_HINT = 'For payroll: every shift of these dates with its status, and pay for approved hours only.';

/** A running shift's card offers Approve and Set hours within this long of its end, without a new read. */
const CLOCK_MS = 60_000;

/** /employer/timesheets (issue 20): the started shifts of a range of days, to approve for payroll. */
export function TimesheetsPage() {
  const [range, setRange] = useTimesheetRange();
  const errors = rangeErrors(range);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h1" component="h1">
          Timesheets
        </Typography>
        <TimesheetRangeFields range={range} errors={errors} onChange={setRange} />
        {/* A range with a message under a field is not read: the fields say what to fix. */}
        {!errors.from && !errors.to && <RangeTimesheets range={range} />}
      </Stack>
    </Container>
  );
}

/** The payroll download and the timesheets of a valid range. */
function RangeTimesheets({ range }: { range: DayRange }) {
  const sheets = useRead(reads.shifts.timesheets(range.from, range.to));
  const now = useNow(CLOCK_MS);
  const csvHintId = useId();
  const [downloading, setDownloading] = useState(false);
  const downloadCsv = async () => {
    setDownloading(true);
    await downloadTimesheetsCsv(range.from, range.to);
    setDownloading(false);
  };
  return (
    <>
      <Box>
        <Button variant="outlined" onClick={downloadCsv} disabled={downloading} aria-describedby={csvHintId} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          Download CSV
        </Button>
        <Typography id={csvHintId} variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {CSV_HINT}
        </Typography>
      </Box>
      <ReadStatus state={sheets} label="timesheets" />
      {sheets.status === 'ready' && sheets.data.shifts.length === 0 && <EmptyState title={NO_TIMESHEETS_TEXT} />}
      {sheets.status === 'ready' && sheets.data.shifts.length > 0 && (
        <Stack component="ul" spacing={2} aria-label="Timesheets" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sheets.data.shifts.map((row) => (
            <li key={row.id}>
              <TimesheetCard row={row} now={now} />
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
