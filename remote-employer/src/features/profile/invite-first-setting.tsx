import { MenuItem, TextField } from '@mui/material';
import { INVITE_FIRST_HINT } from '@dutylink/contracts';

export const INVITE_FIRST_SETTING_LABEL = 'Invite first: new jobs reach my favorites first for';
/** The hours offered; a value saved otherwise (0 to 24 through the API) is offered too. */
const HOURS = [0, 1, 2, 3, 4, 6, 8, 12, 24];
export const inviteFirstOption = (hours: number) => (hours === 0 ? 'Off: everyone at once' : `${hours} hour${hours === 1 ? '' : 's'}`);

/**
 * Issue 36, invite-first posts: how many hours a new job reaches only the company's Favourites (My officers)
 * before everyone else, on the notices settings (the card saves it with them).
 */
export function InviteFirstSetting({ id, hours, disabled, onChange }: { id: string; hours: number | null; disabled: boolean; onChange: (hours: number) => void }) {
  const offered = hours === null || HOURS.includes(hours) ? HOURS : [...HOURS, hours].sort((a, b) => a - b);
  return (
    <TextField
      select
      fullWidth
      sx={{ mt: 3 }}
      id={id}
      label={INVITE_FIRST_SETTING_LABEL}
      helperText={INVITE_FIRST_HINT}
      value={hours ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {offered.map((value) => (
        <MenuItem key={value} value={value}>
          {inviteFirstOption(value)}
        </MenuItem>
      ))}
    </TextField>
  );
}
