import { useEffect, useId, useState } from 'react';
import { FormControlLabel, Paper, Typography, Radio, RadioGroup } from '@dutylink/mui';
import { FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { employerApi } from '@dutylink/api-client';
import { APPLICANT_NOTICE_INTERVAL_MINUTES, APPLICANT_NOTICES_OPTIONS, type ApplicantNotices } from '@dutylink/contracts';

export const APPLICANT_NOTICES_TITLE = 'Notifications';
export const APPLICANT_NOTICES_LABEL = 'Tell me about new applicants by';
export const APPLICANT_NOTICES_HELP = `At most one notice per job every ${APPLICANT_NOTICE_INTERVAL_MINUTES} minutes. A hired officer who withdraws is always reported: by e-mail if chosen here, otherwise by text message.`;

/** Issue 17: the employer's choice of how new applicants are told; a choice is saved at once. */
export function ApplicantNoticesCard() {
  const id = useId();
  const [value, setValue] = useState<ApplicantNotices | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void employerApi.notices().then((settings) => live && settings && setValue(settings.applicantNotices));
    return () => {
      live = false;
    };
  }, []);

  const choose = async (next: ApplicantNotices) => {
    const previous = value;
    setValue(next);
    setSaving(true);
    const saved = await employerApi.saveNotices({ applicantNotices: next });
    setSaving(false);
    setValue(saved ? saved.applicantNotices : previous);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {APPLICANT_NOTICES_TITLE}
      </Typography>
      <FormControl disabled={value === null || saving}>
        <FormLabel id={`${id}-label`}>{APPLICANT_NOTICES_LABEL}</FormLabel>
        <RadioGroup aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`} value={value ?? ''} onChange={(event) => void choose(event.target.value as ApplicantNotices)}>
          {APPLICANT_NOTICES_OPTIONS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
          ))}
        </RadioGroup>
        <FormHelperText id={`${id}-help`} sx={{ mx: 0 }}>
          {APPLICANT_NOTICES_HELP}
        </FormHelperText>
      </FormControl>
    </Paper>
  );
}
