import {
  APPLIED_DIALOG_BUTTON,
  APPLIED_DIALOG_TEXT,
  APPLIED_DIALOG_TITLE,
  APPLIED_NOTE,
  ApplicantState,
  employeeRoutes,
  HIRED_NOTE,
  INVALID_LINK_TEXT,
  JOB_CLOSED_TEXT,
  JOB_NOT_AVAILABLE_TITLE,
  jobDetailRows,
  OPEN_IN_APP_TEXT,
  REJECTED_TEXT,
  type Job,
} from '@dutylink/contracts';
import { escapeHtml as e } from '../../html';
import { plainPage } from './plain-page';

/** Apply refused with the API's 4xx and its message. */
export interface Refusal {
  status: number;
  message: string;
}

/** What to do next: a 403 is a missing profile step or subscription, which the app's employee home opens. */
function refusalNote({ status, message }: Refusal): string {
  const next =
    status === 403
      ? `<a class="link" href="${employeeRoutes.home}">Sign in to DutyLink to finish it</a>, then tap Apply again.`
      : `<a class="link" href="${employeeRoutes.jobs}">Find other jobs in DutyLink</a>`;
  return `<div class="note error" role="alert"><p><strong>${e(message)}</strong></p><p>${next}</p></div>`;
}

function statusNote(job: Job): string {
  const notes = [
    job.applicantState === ApplicantState.New && `<p class="note done">${APPLIED_NOTE}</p>`,
    job.applicantState === ApplicantState.Accepted && `<p class="note done">${HIRED_NOTE}</p>`,
    job.applicantState === ApplicantState.Rejected && `<p class="note">${REJECTED_TEXT}</p>`,
    !job.enabled && `<p class="note warn">${JOB_CLOSED_TEXT}</p>`,
  ];
  return notes.filter(Boolean).join('');
}

export interface JobLinkPageOptions {
  job: Job;
  /** This page's own address, token included: Apply posts to it, Got It comes back to it. */
  pageUrl: string;
  /**
   * Just applied: the spec's 'Job Applied' dialog, as a box with a link, in place of the status note it repeats
   * and of Apply (a dialog covers the page; a greyed Apply under it read as a second answer). Only while the
   * application is New: a reloaded address after a withdrawal shows the page as it is.
   */
  applied?: boolean;
  refusal?: Refusal;
  /** The employer's record (issue 21), formatted: formatEmployerRecord. */
  employerRecord?: string;
}

/** The job behind a valid link, its status for this employee, and Apply as a form posting to the page. */
export function jobLinkPage({ job, pageUrl, applied = false, refusal, employerRecord }: JobLinkPageOptions): string {
  const canApply = job.enabled && job.applicantState === null;
  const justApplied = applied && job.applicantState === ApplicantState.New;
  const appliedBox = justApplied
    ? `<section class="note done" role="status" aria-labelledby="applied-title"><h2 id="applied-title">${APPLIED_DIALOG_TITLE}</h2>
<p>${APPLIED_DIALOG_TEXT}</p><p><a class="button" href="${e(pageUrl)}">${APPLIED_DIALOG_BUTTON}</a></p></section>`
    : '';
  const rows = jobDetailRows(job)
    .map((row) => `<dt>${e(row.label)}</dt><dd>${e(row.value)}</dd>`)
    .join('');
  return plainPage(
    `<article class="card" aria-labelledby="job-title">
<h1 id="job-title">${e(job.title)}</h1>${job.enabled ? '' : '<span class="tag">Closed</span>'}
<p class="company">${e(job.company)}</p>
${employerRecord ? `<p class="note" role="note" aria-label="Employer's record">${e(employerRecord)}</p>` : ''}
<div class="actions">${refusal ? refusalNote(refusal) : ''}${justApplied ? appliedBox : statusNote(job)}
${justApplied ? '' : `<form method="post" action="${e(pageUrl)}"><button class="button" type="submit"${canApply ? '' : ' disabled'}>Apply</button></form>`}
<a class="link" href="${employeeRoutes.job(job.id)}">${OPEN_IN_APP_TEXT}</a></div>
${job.description ? `<p class="description">${e(job.description)}</p>` : ''}
<dl aria-label="Job details">${rows}</dl>
</article>`,
  );
}

/**
 * A link that is forged, expired, for someone else, or for a job its employee may no longer see (and why, when
 * Apply said). Sign in leads to the employee's jobs in the app, whose guard asks a visitor to sign in first.
 */
export function jobNotAvailablePage(message = INVALID_LINK_TEXT): string {
  return plainPage(
    `<div class="card"><h1>${JOB_NOT_AVAILABLE_TITLE}</h1>
<div class="actions"><p class="note warn">${e(message)}</p></div>
<p><a class="link" href="${employeeRoutes.jobs}">Sign in</a> to see your jobs.</p></div>`,
  );
}
