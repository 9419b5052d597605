/** What the public job page (/jobs/{id}/{userId}?token=..., the SMS alert's link, rendered by the server) says. */
export const APPLIED_NOTE = 'You applied to the job';
/** An Accepted application is a hire: 'You applied' under it read as if nothing had happened yet (issue 17). */
export const HIRED_NOTE = 'You were hired';
export const OPEN_IN_APP_TEXT = 'Open this job in DutyLink';
export const APPLIED_DIALOG_TITLE = 'Job Applied';
export const APPLIED_DIALOG_TEXT = 'You are now applied to this job';
export const APPLIED_DIALOG_BUTTON = 'Got It';
export const JOB_NOT_AVAILABLE_TITLE = 'Job not available';
export const INVALID_LINK_TEXT = 'This job link is not valid or has expired.';
export const REJECTED_TEXT = 'Thank you for your interest, however you were not selected at this time';
export const JOB_CLOSED_TEXT = 'This job was closed. It no longer takes applicants.';
