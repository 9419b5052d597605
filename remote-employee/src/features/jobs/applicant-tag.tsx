import { Chip } from '@mui/material';
import { APPLICANT_NONE, ApplicantState, NOT_SELECTED_LABEL, type ApplicantStatus } from '@dutylink/contracts';
import { EMPLOYER_APPLICANT_STATE_LABEL } from '@dutylink/design-system';

const COLOR = {
  [ApplicantState.New]: 'info',
  [ApplicantState.Accepted]: 'success',
  [ApplicantState.Rejected]: 'error',
} as const;

/** The employee's own status of a job, from Job.applicantState (null or -1 mean none). */
export function applicantStatusOf(state: number | null | undefined): ApplicantStatus {
  return state === ApplicantState.New || state === ApplicantState.Accepted || state === ApplicantState.Rejected ? state : APPLICANT_NONE;
}

/**
 * 'Applied' (New), 'Hired' (Accepted), 'Hire cancelled' (Rejected after a hire), or 'Not selected' when the
 * server says the officer was told so (Job.notSelected: turned down, or passed over when the places were filled
 * or the job closed), in the words of the SMS they got (issue 36). Nothing without an application.
 */
export function ApplicantTag({ status, notSelected }: { status: ApplicantStatus; notSelected: boolean }) {
  if (status === APPLICANT_NONE) return null;
  if (notSelected) return <Chip size="small" label={NOT_SELECTED_LABEL} color="default" variant="outlined" />;
  return <Chip size="small" label={EMPLOYER_APPLICANT_STATE_LABEL[status]} color={COLOR[status]} variant="outlined" />;
}
