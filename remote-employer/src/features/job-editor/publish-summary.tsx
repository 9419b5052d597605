import { memo } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormikContext } from 'formik';
import { formatJobDates, formatSalary, SHIFT_LABEL, type JobEditableResponse, type JobEditorModel } from '@dutylink/contracts';
import { Fields } from '@dutylink/design-system';

/** The place as the summary reads it: 'Stadium gate 4, Dallas, TX' (what was filled in). */
function placeText(model: JobEditorModel, states: JobEditableResponse['states']): string {
  const { locationName, address } = model.details;
  const state = states.find((each) => each.id === address.idstate)?.code;
  return [locationName, address.city, state].map((part) => part?.trim()).filter(Boolean).join(', ') || '—';
}

/**
 * What Publish will post, on the last step above the button (issue 17: Publish gave no look at it, and
 * the spec's default rate of $10 went out unnoticed): title, dates, shift, place, officers and rate.
 * It follows the form, and re-renders when one of its lines changes.
 */
export function PublishSummary({ states }: { states: JobEditableResponse['states'] }) {
  const { values } = useFormikContext<JobEditorModel>();
  const { general, payment } = values;
  const officers = Number(payment.numberOfEmployee);
  const rate = Number(payment.salaryValue);
  return (
    <SummaryView
      title={general.title.trim() || '—'}
      dates={formatJobDates(general) || '—'}
      shift={SHIFT_LABEL[general.shift] ?? '—'}
      place={placeText(values, states)}
      officers={Number.isFinite(officers) && officers > 0 ? String(officers) : '—'}
      rate={Number.isFinite(rate) && rate > 0 ? formatSalary(rate, payment.salaryType) : '—'}
    />
  );
}

const SummaryView = memo(function SummaryView(lines: Record<'title' | 'dates' | 'shift' | 'place' | 'officers' | 'rate', string>) {
  return (
    <Box component="section" aria-labelledby="publish-summary-title" sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography id="publish-summary-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        What will be posted
      </Typography>
      <Fields
        rows={[
          ['Title', lines.title],
          ['Dates', lines.dates],
          ['Shift', lines.shift],
          ['Place', lines.place],
          ['Officers', lines.officers],
          ['Rate', lines.rate],
        ]}
      />
    </Box>
  );
});
