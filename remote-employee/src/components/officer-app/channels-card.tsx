import { useState } from 'react';
import { Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { pushApi, reads, toast, useRead } from '@dutylink/api-client';
import { MESSAGE_TYPES, OFFICER_CHANNELS, type MessageType, type OfficerChannel, type OfficerChannelsSettings } from '@dutylink/contracts';
import { ReadStatus } from '@dutylink/design-system';

export const CHANNELS_TITLE = 'How we reach you';
/** A notification needs this phone's notifications on; without them, it comes as a text. */
export const CHANNELS_HELP = 'Each choice is saved at once. Notifications come to phones where you turned them on; elsewhere you get a text.';
const TYPE_LABEL: Record<MessageType, string> = {
  alert: 'New jobs that match you',
  offer: 'Open shifts offered to you',
  reminder: 'Shift reminders and confirmations',
  change: 'Hires and changes to your shifts',
};
export const CHANNEL_LABEL: Record<OfficerChannel, string> = {
  push: 'Notification (text as backup)',
  sms: 'Text only',
  both: 'Notification and text',
};
export const QUIET_LABEL = 'Hold job alerts at night';
export const SAVED = 'Saved: we reach you as you chose.';
const QUIET_HELP = 'New jobs that come in these hours wait until they end, in your time zone. Offers, reminders and changes always come at once.';
/** Quiet hours when first turned on: 10 PM to 7 AM. */
const QUIET_DEFAULT = { quietFrom: 22 * 60, quietTo: 7 * 60 };

const HALF_HOURS = Array.from({ length: 48 }, (_, index) => index * 30);
const clock = (minutes: number) => {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};

/** The notification settings' channel per type of message, and quiet hours (issue 39, docs/decisions/push-first.md). */
export function ChannelsCard() {
  const state = useRead(reads.push.channels());
  return state.status === 'ready' ? <ChannelsForm saved={state.data} /> : <ReadStatus state={state} label="channels" />;
}

/** Each choice is saved as it is made: the settings page's own form has its own Save, which would leave this one behind. */
function ChannelsForm({ saved }: { saved: OfficerChannelsSettings }) {
  const [settings, setSettings] = useState(saved);
  const quiet = settings.quietFrom !== null;
  const change = async (next: OfficerChannelsSettings) => {
    setSettings(next);
    if (await pushApi.saveChannels(next)) toast.success(SAVED);
    else setSettings(settings);
  };
  const choose = (type: MessageType, channel: OfficerChannel) => void change({ ...settings, channels: { ...settings.channels, [type]: channel } });
  return (
    <Card variant="outlined" component="section" aria-label={CHANNELS_TITLE}>
      <CardContent>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {CHANNELS_TITLE}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {CHANNELS_HELP}
        </Typography>
        <Stack spacing={2}>
          {MESSAGE_TYPES.map((type) => (
            <TextField
              key={type}
              select
              fullWidth
              id={`channel-${type}`}
              label={TYPE_LABEL[type]}
              value={settings.channels[type]}
              onChange={(event) => choose(type, event.target.value as OfficerChannel)}
            >
              {OFFICER_CHANNELS.map((channel) => (
                <MenuItem key={channel} value={channel}>
                  {CHANNEL_LABEL[channel]}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <FormControlLabel
            control={<Switch checked={quiet} onChange={(_, on) => void change({ ...settings, ...(on ? QUIET_DEFAULT : { quietFrom: null, quietTo: null }) })} />}
            label={QUIET_LABEL}
          />
          {quiet && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(['quietFrom', 'quietTo'] as const).map((end) => (
                <TextField
                  key={end}
                  select
                  fullWidth
                  id={`channels-${end}`}
                  label={end === 'quietFrom' ? 'From' : 'Until'}
                  value={settings[end]}
                  onChange={(event) => void change({ ...settings, [end]: Number(event.target.value) })}
                >
                  {HALF_HOURS.map((minutes) => (
                    <MenuItem key={minutes} value={minutes}>
                      {clock(minutes)}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
          )}
          {quiet && <Typography variant="body2">{QUIET_HELP}</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
}
