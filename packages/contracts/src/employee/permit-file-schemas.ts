import { yup } from '../yup';
import { PERMIT_DOCUMENT_TYPES } from '../jobs/enums';
import { idSchema } from '../schemas';
import { PERMIT_FILE_NAME_MAX_LENGTH, permitFileMessages } from './permit-files';

/** The rules of the permit file calls (issue 21): the server's checks of their paths, query and body. */

// Path parts (`a/b.pdf`, `..\\a.pdf`) and control characters (C0, DEL, C1, and the bidi overrides that
// make `exe.pdf` read as `fdp.exe`) are refused rather than cleaned, so what is shown is what was sent.
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The file name of an upload: its last path part as the browser gives it (`File.name`). */
export const permitFileNameSchema = yup
  .string()
  .required(permitFileMessages.nameRequired)
  .max(PERMIT_FILE_NAME_MAX_LENGTH, `At most ${PERMIT_FILE_NAME_MAX_LENGTH} characters`)
  .test('file-name', permitFileMessages.badName, (name) => !name || (!UNSAFE_NAME.test(name) && name.trim() !== '.' && name.trim() !== '..'));

const permitTypeSchema = yup
  .number()
  .required()
  .oneOf([...PERMIT_DOCUMENT_TYPES]);

/** PUT / DELETE employees/profile/permits/{type}/file. */
export const permitFileParamsSchema = yup.object({ type: permitTypeSchema });
/** PUT ...?name=<file name>. */
export const permitFileQuerySchema = yup.object({ name: permitFileNameSchema });
/** GET employees/profile/{id}/permits/{type}/file, POST admin/employees/{id}/permits/{type}/verify. */
export const employeePermitParamsSchema = yup.object({ id: idSchema, type: permitTypeSchema });
export const permitVerifySchema = yup.object({ verified: yup.boolean().required() });
