import { createContext, useCallback, useContext } from 'react';
import { getIn, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import { shownError } from './formik-validation';

/** What a form decides for all its fields beyond Formik's own state. */
export interface FormFieldRules {
  /** Errors show on untouched fields too (the job editor's step that tried Next); else once touched or submitted. */
  showErrors?: boolean;
  /** Every field is read-only (a closed job); fields are always disabled while the form submits. */
  disabled?: boolean;
}

/** What a choice may change beside its own field (Formik's setFieldValue takes a function of the current value too). */
export type FormikSetters = Pick<FormikHelpers<unknown>, 'setFieldValue' | 'setFieldTouched'>;

const FormFieldRulesContext = createContext<FormFieldRules>({});

/** Gives the fields inside their form's rules. */
export const FormFieldRulesProvider = FormFieldRulesContext.Provider;

/**
 * One field of the surrounding Formik form: its value, the error it shows and whether it is disabled.
 * The component calling it re-renders at every change of the form (Formik has one context), so it should
 * render a memoised view that receives only these and Formik's stable handlers (`form.handleChange`,
 * `setFieldValue`, …): then a keystroke re-renders the field it changed, not the whole form.
 */
export function useFormikField<Value = unknown>(name: string) {
  const form = useFormikContext<FormikValues>();
  const rules = useContext(FormFieldRulesContext);
  const { setFieldValue, setFieldTouched } = form;
  const error: unknown = getIn(form.errors, name);
  /** Sets the value and marks the field touched (a choice: a checkbox, a radio, a select), stable between renders. */
  const choose = useCallback(
    (value: Value) => {
      void setFieldValue(name, value);
      void setFieldTouched(name, true, false);
    },
    [name, setFieldValue, setFieldTouched],
  );
  return {
    value: getIn(form.values, name) as Value,
    error: rules.showErrors && typeof error === 'string' ? error : shownError(form, name),
    disabled: !!rules.disabled || form.isSubmitting,
    choose,
    form,
  };
}
