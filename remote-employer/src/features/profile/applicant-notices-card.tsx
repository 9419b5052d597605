import { useId } from 'react';
import { FormControlLabel, Paper, Typography, Radio, RadioGroup, FormControl, FormHelperText, FormLabel, MenuItem, TextField } from '@mui/material';
import {
  APPLICANT_NOTICE_GATHER_SECONDS,
  APPLICANT_NOTICE_INTERVAL_MINUTES,
  APPLICANT_NOTICES_OPTIONS,
  CONFIRM_HOURS_OPTIONS,
  UNCONFIRMED_AFTER_HOURS,
  UNCONFIRMED_BEFORE_START_HOURS,
  type EmployerNoticeSettings,
} from '@dutylink/contracts';
import { InviteFirstSetting } from './invite-first-setting';
import { useNoticeSettings } from './use-notice-settings';

export const APPLICANT_NOTICES_TITLE = 'Notifications';
export const APPLICANT_NOTICES_LABEL = 'Tell me about new applicants by';
export const APPLICANT_NOTICES_SAVED = 'Notifications saved';
export const APPLICANT_NOTICES_HELP = `The first comes ${APPLICANT_NOTICE_GATHER_SECONDS} seconds after someone applies, naming everyone who applied meanwhile; then at most one notice per job every ${APPLICANT_NOTICE_INTERVAL_MINUTES} minutes. A hired officer who withdraws is always reported: by email if chosen here, otherwise by text message.`;

export const CONFIRM_HOURS_LABEL = 'Ask hired officers to confirm each shift';
/** Follows the hours chosen: when officers are texted, and when an unanswered shift reaches the company. */
export const confirmHoursHelp = (hours: number | undefined) =>
  `${hours ? `${hours} hours before each shift, officers` : 'Officers'} are texted to reply YES or NO, and can confirm on My shifts. A shift still unconfirmed ${UNCONFIRMED_AFTER_HOURS} hours later, or ${UNCONFIRMED_BEFORE_START_HOURS} hours before its start, is texted to you and listed on Today.`;
export const confirmHoursOption = (hours: number) => `${hours} hours before`;

/**
 * Issue 17: the employer's choice of how new applicants are told; issue 36: when hired officers are asked to
 * confirm and how long new jobs reach its favourites first. A choice is saved at once, and says so (a refusal's toast is the API client's).
 */
export function ApplicantNoticesCard() {
  const id = useId();
  const { settings, saving, choose } = useNoticeSettings(APPLICANT_NOTICES_SAVED);
  const value = settings?.applicantNotices ?? null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {APPLICANT_NOTICES_TITLE}
      </Typography>
      <FormControl disabled={value === null || saving}>
        <FormLabel id={`${id}-label`}>{APPLICANT_NOTICES_LABEL}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          value={value ?? ''}
          onChange={(event) => void choose({ applicantNotices: event.target.value as EmployerNoticeSettings['applicantNotices'] })}
        >
          {APPLICANT_NOTICES_OPTIONS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
        <FormHelperText id={`${id}-help`} sx={{ mx: 0 }}>
          {APPLICANT_NOTICES_HELP}
        </FormHelperText>
      </FormControl>
      <TextField
        select
        fullWidth
        sx={{ mt: 3 }}
        id={`${id}-confirm`}
        label={CONFIRM_HOURS_LABEL}
        helperText={confirmHoursHelp(settings?.confirmHours)}
        value={settings?.confirmHours ?? ''}
        disabled={settings === null || saving}
        onChange={(event) => void choose({ confirmHours: Number(event.target.value) })}
      >
        {CONFIRM_HOURS_OPTIONS.map((hours) => (
          <MenuItem key={hours} value={hours}>
            {confirmHoursOption(hours)}
          </MenuItem>
        ))}
      </TextField>
      <InviteFirstSetting
        id={`${id}-invite-first`}
        hours={settings?.inviteFirstHours ?? null}
        disabled={settings === null || saving}
        onChange={(hours) => void choose({ inviteFirstHours: hours })}
      />
    </Paper>
  );
}
