import { useId } from 'react';
import { FormControlLabel, Paper, Radio, RadioGroup, Switch, Typography, FormControl, FormLabel, MenuItem, TextField } from '@mui/material';
import { OFFER_MODE_LABEL, offerPlanText, OfferMode, type OfferSettings } from '@dutylink/contracts';
import { useNoticeSettings } from './use-notice-settings';

export const OFFER_SETTINGS_TITLE = 'Offering open shifts';
export const OFFER_MODE_QUESTION = 'Offer a shift that lost its officer';
export const WAVE_SIZE_LABEL = 'Officers per wave';
export const WAVE_MINUTES_LABEL = 'Wait between waves';
export const AUTO_OFFER_LABEL = 'Offer lost shifts automatically';
export const OFFER_SETTINGS_SAVED = 'Offer settings saved';
export const WAVE_SIZE_OPTIONS = [1, 3, 5, 10, 20, 50] as const;
export const WAVE_MINUTES_OPTIONS = [5, 10, 15, 30, 60, 120] as const;
export const waveMinutesOption = (minutes: number) => `${minutes} minutes`;

/** The two choices of waves: how many officers each, and the wait between them. */
const WAVE_CHOICES = [
  { key: 'offerWaveSize', label: WAVE_SIZE_LABEL, options: WAVE_SIZE_OPTIONS, optionLabel: String },
  { key: 'offerWaveMinutes', label: WAVE_MINUTES_LABEL, options: WAVE_MINUTES_OPTIONS, optionLabel: waveMinutesOption },
] as const;

/**
 * Issue 36: how the company offers a shift that lost its officer (a call-off, a no-show, a release): by SMS, in
 * waves of a size with a wait between them, or to everyone at once, and whether without waiting for it. Saved with
 * the notification settings, each choice at once.
 */
export function OfferSettingsCard() {
  const id = useId();
  const { settings, saving, choose } = useNoticeSettings(OFFER_SETTINGS_SAVED);
  const offer: OfferSettings | null = settings?.offerMode
    ? { offerMode: settings.offerMode, offerWaveSize: settings.offerWaveSize!, offerWaveMinutes: settings.offerWaveMinutes!, autoOffer: settings.autoOffer! }
    : null;
  const disabled = offer === null || saving;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {OFFER_SETTINGS_TITLE}
      </Typography>
      <FormControl disabled={disabled}>
        <FormLabel id={`${id}-mode`}>{OFFER_MODE_QUESTION}</FormLabel>
        <RadioGroup aria-labelledby={`${id}-mode`} value={offer?.offerMode ?? ''} onChange={(event) => void choose({ offerMode: event.target.value as OfferMode })}>
          {Object.values(OfferMode).map((mode) => (
            <FormControlLabel key={mode} value={mode} control={<Radio />} label={OFFER_MODE_LABEL[mode]} />
          ))}
        </RadioGroup>
      </FormControl>
      {offer?.offerMode !== OfferMode.All &&
        WAVE_CHOICES.map(({ key, label, options, optionLabel }) => (
          <TextField
            key={key}
            select
            fullWidth
            sx={{ mt: 2 }}
            id={`${id}-${key}`}
            label={label}
            value={offer?.[key] ?? ''}
            disabled={disabled}
            onChange={(event) => void choose({ [key]: Number(event.target.value) })}
          >
            {options.map((value) => (
              <MenuItem key={value} value={value}>
                {optionLabel(value)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      {offer && (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {offerPlanText(offer)}
        </Typography>
      )}
      <FormControlLabel
        sx={{ mt: 1, minHeight: 44 }}
        control={<Switch checked={offer?.autoOffer ?? false} onChange={(event) => void choose({ autoOffer: event.target.checked })} />}
        label={AUTO_OFFER_LABEL}
        disabled={disabled}
      />
    </Paper>
  );
}
