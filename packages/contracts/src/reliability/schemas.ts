import { yup } from '../yup';
import { sendSmsSchema } from '../admin/sms';
import { messages } from '../messages';
import { idSchema } from '../schemas';
import {
  RATING_COMMENT_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  ReportKind,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_DETAILS_MIN_LENGTH,
  ReportTab,
  type ReportKind as Kind,
  type ReportTab as Tab,
} from './types';

/** The longest note an admin keeps with a dismissed report. */
export const DISMISS_NOTE_MAX_LENGTH = 500;

/** POST reliability/shifts/{id}/rating. */
export const rateShiftSchema = yup.object({
  stars: yup
    .number()
    .typeError('Choose 1 to 5 stars')
    .required('Choose 1 to 5 stars')
    .integer('Choose 1 to 5 stars')
    .min(RATING_MIN, 'Choose 1 to 5 stars')
    .max(RATING_MAX, 'Choose 1 to 5 stars'),
  // Optional: Formik sends an empty field as undefined, which reads as no comment.
  comment: yup.string().trim().default('').max(RATING_COMMENT_MAX_LENGTH, `At most ${RATING_COMMENT_MAX_LENGTH} characters`),
});

const rowId = yup.number().typeError(messages.required).required(messages.required).integer().min(1, messages.required).max(2_147_483_647);

/** POST reports: the form's fields and the server's rules. */
export const newReportSchema = yup.object({
  employerId: rowId,
  jobId: rowId,
  kind: (yup.string().required(messages.required) as yup.StringSchema<Kind>).oneOf(Object.values(ReportKind), 'Choose what happened'),
  details: yup
    .string()
    .trim()
    .required('Say what happened')
    .min(REPORT_DETAILS_MIN_LENGTH, `At least ${REPORT_DETAILS_MIN_LENGTH} characters`)
    .max(REPORT_DETAILS_MAX_LENGTH, `At most ${REPORT_DETAILS_MAX_LENGTH} characters`),
});

/** The path of GET admin/reports/{tab}. */
export const reportTabParamsSchema = yup.object({
  tab: (yup.string().required() as yup.StringSchema<Tab>).oneOf(Object.values(ReportTab)),
});

/** A report's id in the path. */
export const reportIdParamsSchema = yup.object({ id: idSchema });

/** POST admin/reports/{id}/message: the admin SMS's own text rule. */
export const messageEmployerSchema = yup.object({ text: sendSmsSchema.fields.text as yup.StringSchema<string> });

/** POST admin/reports/{id}/dismiss. */
export const dismissReportSchema = yup.object({
  note: yup.string().trim().defined().max(DISMISS_NOTE_MAX_LENGTH, `At most ${DISMISS_NOTE_MAX_LENGTH} characters`),
});
