import { Chip, Tooltip } from '@mui/material';
import { ApplicantState, NOT_SELECTED_LABEL } from '@dutylink/contracts';

/** The employer's words for an application's state (spec section 2). */
export const EMPLOYER_APPLICANT_STATE_LABEL: Record<ApplicantState, string> = {
  [ApplicantState.New]: 'Applied',
  [ApplicantState.Accepted]: 'Hired',
  [ApplicantState.Rejected]: 'Hire cancelled',
};

export interface ApplicantStateTagProps {
  state: ApplicantState;
  /** Whether the applicant was hired at some time: a Rejected one then reads 'Hire cancelled', else 'Not selected'. */
  wasHired: boolean;
  /** A waiting applicant told they were not selected (JobApplicant.notSelected) reads 'Not selected' too. */
  notSelected?: boolean;
  /** The cancel-hire or rejection reason, shown as the tag's tooltip. */
  reason?: string | null;
}

/** 'Applied', 'Hired', 'Hire cancelled' or 'Not selected' (with the reason as a tooltip). */
export function ApplicantStateTag({ state, wasHired, notSelected = false, reason }: ApplicantStateTagProps) {
  const color = state === ApplicantState.Accepted ? 'success' : state === ApplicantState.Rejected ? 'error' : 'default';
  const label = notSelected || (state === ApplicantState.Rejected && !wasHired) ? NOT_SELECTED_LABEL : EMPLOYER_APPLICANT_STATE_LABEL[state];
  const chip = <Chip size="small" variant="outlined" color={color} label={label} tabIndex={reason ? 0 : undefined} />;
  if (state !== ApplicantState.Rejected || !reason) return chip;
  return (
    <Tooltip title={reason} describeChild arrow>
      {chip}
    </Tooltip>
  );
}
