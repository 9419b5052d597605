import type { ReactNode } from 'react';
import { Box, Link, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { ApplicantState, formatShiftDay, formatShiftClock, formatShortDate, permitShortfallText, SHIFT_CONFIRMATION_LABEL, type JobApplicant } from '@dutylink/contracts';
import { ApplicantStateTag } from './applicant-state-tag';
import { standaloneLink } from './touch';

export interface ApplicantListItemProps {
  applicant: JobApplicant;
  /** Where 'View profile' leads. */
  profileTo: string;
  /** Where a Rejected application's reason stands: a line under the date, or the state tag's tooltip. */
  reasonAs: 'line' | 'tooltip';
  /** The officer's record (issue 21, formatOfficerRecord), a line under the date; none when not given. */
  record?: string;
  /** More actions on the officer, after View profile (issue 36: Favourite, Block). */
  actions?: ReactNode;
}

/**
 * One row of a job's applicants list: name, 'Applied {date}', the permits they lack for the job (issue 36: seen
 * without opening each profile, as the hire is refused for them), a hire's shift still Unconfirmed, the state tag
 * and 'View profile'.
 */
export function ApplicantListItem({ applicant, profileTo, reasonAs, record, actions }: ApplicantListItemProps) {
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{applicant.user.name}</Typography>
        <Typography variant="body2" color="textSecondary">
          Applied {formatShortDate(applicant.created)}
        </Typography>
        {record && <Typography variant="body2">{record}</Typography>}
        {applicant.permitShortfalls.map((shortfall) => (
          <Typography key={shortfall.type} variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
            {permitShortfallText(shortfall)}
          </Typography>
        ))}
        {applicant.unconfirmedShift && (
          <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
            {`${SHIFT_CONFIRMATION_LABEL.unconfirmed}: ${formatShiftDay(applicant.unconfirmedShift.startsAt, applicant.unconfirmedShift.timeZone)} at ${formatShiftClock(applicant.unconfirmedShift.startsAt, applicant.unconfirmedShift.timeZone)}`}
          </Typography>
        )}
        {reasonAs === 'line' && applicant.state === ApplicantState.Rejected && applicant.reason && (
          <Typography variant="body2">{`Reason: ${applicant.reason}`}</Typography>
        )}
      </Box>
      <ApplicantStateTag state={applicant.state} wasHired={applicant.wasHired} notSelected={applicant.notSelected} reason={reasonAs === 'tooltip' ? applicant.reason : undefined} />
      <Link component={RouterLink} to={profileTo} underline="hover" sx={standaloneLink}>
        View profile
      </Link>
      {actions}
    </ListItem>
  );
}
