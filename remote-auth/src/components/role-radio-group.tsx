import { useId } from 'react';
import { FormControlLabel, Radio, RadioGroup, FormControl, FormLabel } from '@mui/material';
import { ROLE_LABEL, type Role } from '@dutylink/contracts';

export interface RoleRadioGroupProps {
  label: string;
  value: Role;
  roles: readonly Role[];
  onChange: (role: Role) => void;
  disabled?: boolean;
}

export function RoleRadioGroup({ label, value, roles, onChange, disabled }: RoleRadioGroupProps) {
  const labelId = `${useId()}-role`;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId}>
        {label}
      </FormLabel>
      <RadioGroup row name="role" aria-labelledby={labelId} value={String(value)} onChange={(_, next) => onChange(Number(next) as Role)}>
        {roles.map((role) => (
          <FormControlLabel key={role} value={String(role)} control={<Radio />} label={ROLE_LABEL[role]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
