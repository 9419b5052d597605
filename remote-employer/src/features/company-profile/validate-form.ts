import { getIn, setIn, type FormikErrors, type FormikValues } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { validationErrorsToMap } from '@dutylink/contracts';

/** A Formik `validate` for a contract schema: the first message of each path, by the same paths the server reports. */
export function validateWith<Values extends FormikValues>(schema: AnySchema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(values, { abortEarly: false, context: { now: new Date() } });
      return {};
    } catch (error) {
      // By name, not instanceof: the schema comes from a shared package that may carry its own yup copy.
      if (!ValidationError.isError(error)) throw error;
      const map = validationErrorsToMap(error);
      let errors: FormikErrors<Values> = {};
      for (const path of Object.keys(map)) {
        if (getIn(errors, path) === undefined) errors = setIn(errors, path, map[path][0]);
      }
      return errors;
    }
  };
}

/** The message to show under a field: after it was touched or once the form was submitted. */
export function shownError(form: { errors: object; touched: object; submitCount: number }, path: string): string | undefined {
  const error: unknown = getIn(form.errors, path);
  if (typeof error !== 'string') return undefined;
  return form.submitCount > 0 || getIn(form.touched, path) ? error : undefined;
}
