import { createContext, useContext } from 'react';
import { getIn, useFormikContext } from 'formik';
import type { JobEditorModel } from '@dutylink/contracts';

/** Read-only (closed job) and which steps already tried Next/Publish (their errors show everywhere). */
export interface JobEditorState {
  locked: boolean;
  attempted: boolean;
}

export const JobEditorStateContext = createContext<JobEditorState>({ locked: false, attempted: false });

/** The formik form plus helpers shared by the three steps. */
export function useJobForm() {
  const form = useFormikContext<JobEditorModel>();
  const { locked, attempted } = useContext(JobEditorStateContext);
  const disabled = locked || form.isSubmitting;

  /** The message under a field: after it was touched or once its step tried to move on. */
  const errorOf = (path: string): string | undefined => {
    const error: unknown = getIn(form.errors, path);
    if (typeof error !== 'string') return undefined;
    return attempted || getIn(form.touched, path) ? error : undefined;
  };

  /** Sets a value and marks it touched (checkbox lists, selects). */
  const set = (path: string, value: unknown) => {
    void form.setFieldValue(path, value);
    void form.setFieldTouched(path, true, false);
  };

  return { form, values: form.values, disabled, locked, errorOf, set };
}

/** Adds or removes one id of a list. */
export function toggled(list: readonly number[], id: number, checked: boolean): number[] {
  const rest = list.filter((each) => each !== id);
  return checked ? [...rest, id] : rest;
}
