import { Chip } from '@dutylink/mui';
import { APPLICANT_NONE, APPLICANT_STATE_LABEL, ApplicantState, type ApplicantStatus } from '@dutylink/contracts';

const COLOR = {
  [ApplicantState.New]: 'info',
  [ApplicantState.Accepted]: 'success',
  [ApplicantState.Rejected]: 'error',
} as const;

/** The employee's own status of a job, from Job.applicantState (null or -1 mean none). */
export function applicantStatusOf(state: number | null | undefined): ApplicantStatus {
  return state === ApplicantState.New || state === ApplicantState.Accepted || state === ApplicantState.Rejected ? state : APPLICANT_NONE;
}

/** 'Applied' (New), 'Hired' (Accepted) or 'Rejected'; nothing without an application. */
export function ApplicantTag({ status }: { status: ApplicantStatus }) {
  if (status === APPLICANT_NONE) return null;
  return <Chip size="small" label={APPLICANT_STATE_LABEL[status]} color={COLOR[status]} variant="outlined" />;
}
