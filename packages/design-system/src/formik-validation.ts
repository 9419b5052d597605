import { getIn, setIn, type FormikErrors, type FormikValues } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { validationErrorsToMap } from '@dutylink/contracts';

/**
 * A Formik `validate` for a contract schema: validated with `context.now` (the date rules) and turned
 * into Formik's nested errors by the same paths the server reports. When a list has both its own
 * message (e.g. 'At least one item must be filled') and errors on its rows, the rows win: Formik
 * cannot hold both at one path, and the list message comes back once the rows are fixed.
 */
export function validateStep<Values extends FormikValues>(schema: AnySchema) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(values, { abortEarly: false, context: { now: new Date() } });
      return {};
    } catch (error) {
      // By name, not instanceof: the schema may come from another bundle's copy of yup (a shared package).
      if (!ValidationError.isError(error)) throw error;
      return formikErrorsOf<Values>(validationErrorsToMap(error));
    }
  };
}

/**
 * An errors map by path (a yup error's, or a server refusal's that the api-client hands to
 * `onFieldErrors`) as Formik's nested errors, one message a field, so a refused save marks its fields.
 */
export function formikErrorsOf<Values extends FormikValues>(map: Record<string, string[]>): FormikErrors<Values> {
  // Deeper paths first, so a list's own message never replaces its rows' errors.
  const paths = Object.keys(map).sort((a, b) => depth(b) - depth(a));
  let errors: FormikErrors<Values> = {};
  for (const path of paths) {
    if (map[path].length > 0 && getIn(errors, path) === undefined) errors = setIn(errors, path, map[path][0]);
  }
  return errors;
}

function depth(path: string): number {
  return path.split(/[.[]/).length;
}

/** The message to show under a field: after it was touched or once the form was submitted. */
export function shownError(form: { errors: object; touched: object; submitCount: number }, path: string): string | undefined {
  const error: unknown = getIn(form.errors, path);
  if (typeof error !== 'string') return undefined;
  return form.submitCount > 0 || getIn(form.touched, path) ? error : undefined;
}
