import { useMemo } from 'react';
import type { UsState } from '@dutylink/contracts';
import { FormikSelectField } from './formik-select-field';

export interface StateSelectFieldProps {
  /** The Formik path of the state's id (0 or null while none is chosen), e.g. 'address.idstate'. */
  name: string;
  id: string;
  states: readonly UsState[];
  /** The first option, standing for no state, e.g. 'Choose a state'. */
  placeholder: string;
  /** Whether that option is greyed out, so it cannot be chosen again once a state is. */
  placeholderDisabled?: boolean;
  /** Marked required (the default); false for an optional address, such as a company's billing address. */
  required?: boolean;
}

/** A native select of the US states (required unless told) bound to the surrounding Formik form: the state's id, 0 for none. */
export function StateSelectField({ states, required = true, ...rest }: StateSelectFieldProps) {
  const options = useMemo(() => states.map((state) => ({ value: state.id, label: state.name })), [states]);
  return <FormikSelectField {...rest} label="State" options={options} required={required} />;
}
