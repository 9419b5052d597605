import { TextField } from '@dutylink/mui/forms';
import { getIn, useFormikContext, type FormikValues } from 'formik';
import type { UsState } from '@dutylink/contracts';
import { shownError } from './formik-validation';

export interface StateSelectFieldProps {
  /** The Formik path of the state's id (0 or null while none is chosen), e.g. 'address.idstate'. */
  name: string;
  id: string;
  states: readonly UsState[];
  /** The first option, standing for no state, e.g. 'Choose a state'. */
  placeholder: string;
  /** Whether that option is greyed out, so it cannot be chosen again once a state is. */
  placeholderDisabled?: boolean;
  /** The message under the field by path; Formik's shown error (touched or submitted) when left out. */
  errorOf?: (path: string) => string | undefined;
  /** Disabled while the form submits when left out. */
  disabled?: boolean;
}

/** A required native select of the US states bound to the surrounding Formik form: the state's id, 0 for none. */
export function StateSelectField({ name, id, states, placeholder, placeholderDisabled, errorOf, disabled }: StateSelectFieldProps) {
  const form = useFormikContext<FormikValues>();
  const error = errorOf ? errorOf(name) : shownError(form, name);
  const value: unknown = getIn(form.values, name);
  return (
    <TextField
      select
      id={id}
      name={name}
      label="State"
      value={typeof value === 'number' && value > 0 ? String(value) : ''}
      onChange={(event) => {
        void form.setFieldValue(name, Number(event.target.value) || 0);
        void form.setFieldTouched(name, true, false);
      }}
      onBlur={form.handleBlur}
      error={!!error}
      helperText={error}
      required
      disabled={disabled ?? form.isSubmitting}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled={placeholderDisabled}>
        {placeholder}
      </option>
      {states.map((state) => (
        <option key={state.id} value={String(state.id)}>
          {state.name}
        </option>
      ))}
    </TextField>
  );
}
