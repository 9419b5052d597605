import { Chip, Tooltip } from '@mui/material';
import { ApplicantState } from '@dutylink/contracts';

/** The employer's words for an application's state (spec section 2). */
export const EMPLOYER_APPLICANT_STATE_LABEL: Record<ApplicantState, string> = {
  [ApplicantState.New]: 'Applied',
  [ApplicantState.Accepted]: 'Hired',
  [ApplicantState.Rejected]: 'Hire cancelled',
};

export interface ApplicantStateTagProps {
  state: ApplicantState;
  /** The cancel-hire reason, shown as the tooltip of 'Hire cancelled'. */
  reason?: string | null;
}

/** 'Applied', 'Hired' or 'Hire cancelled' (with the reason as a tooltip). */
export function ApplicantStateTag({ state, reason }: ApplicantStateTagProps) {
  const color = state === ApplicantState.Accepted ? 'success' : state === ApplicantState.Rejected ? 'error' : 'default';
  const chip = <Chip size="small" variant="outlined" color={color} label={EMPLOYER_APPLICANT_STATE_LABEL[state]} tabIndex={reason ? 0 : undefined} />;
  if (state !== ApplicantState.Rejected || !reason) return chip;
  return (
    <Tooltip title={reason} describeChild arrow>
      {chip}
    </Tooltip>
  );
}
