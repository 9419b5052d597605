export { JobApplicantsPage, NO_APPLICANTS_TEXT } from './job-applicants-page';
export { ApplicantPage, SHORT_VIEW_TITLE, EXTENDED_VIEW_TITLE, CANCEL_HIRE_TITLE, NOT_HIRED_TITLE, notHiredText } from './applicant-page';
export { ApplicantStateTag, EMPLOYER_APPLICANT_STATE_LABEL } from '@dutylink/design-system';
