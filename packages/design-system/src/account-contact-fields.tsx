import { TextField, Grid } from '@mui/material';
import { formatPhone } from '@dutylink/contracts';

export interface AccountContactFieldsProps {
  /** The account's cell phone (E.164), shown masked. */
  phone: string;
  email: string;
}

/**
 * The account's cell phone and e-mail, read-only (spec section 5), as two half-width items of a profile
 * form's Grid container: filled rather than outlined like the fields one can edit, with a line saying why.
 */
export function AccountContactFields({ phone, email }: AccountContactFieldsProps) {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Cell phone" value={formatPhone(phone)} fullWidth variant="filled" helperText="You sign in with this number" slotProps={{ htmlInput: { readOnly: true } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Email" value={email} fullWidth variant="filled" helperText="Confirmed when you signed up" slotProps={{ htmlInput: { readOnly: true } }} />
      </Grid>
    </>
  );
}
