import { yup } from '../yup';
import { SEARCH_MAX_LENGTH } from '../constants';
import { hasAtMostTwoDecimals, maxMessage } from '../employee/validation';
import { digitsSchema, idSchema } from '../schemas';
import { ARMED_STATUSES, SHIFTS } from './enums';
import { jobListMessages } from './job-list-messages';
import { isCalendarDay, JOB_LIST_MAX_MIN_PAY } from './job-list-query';
import { JOB_LINK_TOKEN_MAX_LENGTH } from './paths';
import { EMPLOYEE_JOBS_TYPES, JOB_LIST_MAX_COUNT } from './types';

/** A request the browser never makes (a job list's page path): 400 'Invalid request'. */
export const INVALID_REQUEST = { refusal: { status: 400, title: 'Invalid request' } } as const;

/** The most items a job list page may skip. */
export const JOB_LIST_MAX_FROM = 1_000_000;

/** The path of a job list page, .../{from}/{count}/{sortBy}/{asc 1|0}, with the list's sort keys. */
export const jobListPageSchema = (sortKeys: readonly number[]) =>
  yup
    .object({
      from: digitsSchema().required().min(0).max(JOB_LIST_MAX_FROM),
      count: digitsSchema().required().min(1).max(JOB_LIST_MAX_COUNT, `At most ${JOB_LIST_MAX_COUNT} items per page`),
      sortBy: digitsSchema().required().oneOf([...sortKeys], 'Unknown sort key'),
      asc: digitsSchema().required().oneOf([0, 1]),
    })
    .meta(INVALID_REQUEST);

const daySchema = yup
  .string()
  .nullable()
  .default(null)
  .test('day', jobListMessages.day, (day) => day === null || day === undefined || isCalendarDay(day));

const choiceSchema = (choices: readonly number[], message: string) =>
  yup
    .number()
    .nullable()
    .default(null)
    .typeError(message)
    .test('choice', message, (value) => value === null || value === undefined || choices.includes(value));

/** The filters as POST employees/jobs/items' body carries them (beside type and text). */
/** (Here, not in job-list-query.ts: the api-client, eager in the shell, reads that one, and these build yup schemas as they load.) */
export const jobListFiltersFields = {
  from: daySchema,
  to: daySchema.test('range', jobListMessages.range, (to, context) => {
    const from = (context.parent as { from?: string | null }).from;
    return !to || !from || !isCalendarDay(from) || from <= to;
  }),
  minPay: yup
    .number()
    .nullable()
    .default(null)
    .typeError(jobListMessages.minPay)
    .min(0, jobListMessages.minPay)
    .max(JOB_LIST_MAX_MIN_PAY, jobListMessages.minPay)
    .test('two-decimals', jobListMessages.minPayDecimals, (value) => hasAtMostTwoDecimals(value)),
  shift: choiceSchema(SHIFTS, jobListMessages.shift),
  armed: choiceSchema(ARMED_STATUSES, jobListMessages.armed),
};

/** Body of POST employees/jobs/items (EmployeeJobsFilter), with the All tab's filters (issue 21). */
export const employeeJobsFilterSchema = yup.object({
  type: yup.string().required('Required').oneOf([...EMPLOYEE_JOBS_TYPES], 'Unknown tab'),
  text: yup.string().default('').max(SEARCH_MAX_LENGTH, maxMessage(SEARCH_MAX_LENGTH)),
  ...jobListFiltersFields,
});

/** The path of a job call: jobs/{id}, and jobs/{apply|cancel|status}/{id}[/{userId}] of the public job page. */
export const jobParamsSchema = yup.object({ id: idSchema, userId: idSchema.optional() });

/** The query of a job call: ?token= of a public job page link. */
export const jobLinkQuerySchema = yup.object({ token: yup.string().max(JOB_LINK_TOKEN_MAX_LENGTH) });
