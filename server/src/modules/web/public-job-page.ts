import {
  APPLIED_DIALOG_BUTTON,
  APPLIED_DIALOG_TEXT,
  APPLIED_DIALOG_TITLE,
  APPLIED_NOTE,
  ApplicantState,
  BRAND,
  employeeRoutes,
  HIRED_NOTE,
  INVALID_LINK_TEXT,
  JOB_CLOSED_TEXT,
  JOB_NOT_AVAILABLE_TITLE,
  jobDetailRows,
  OPEN_IN_APP_TEXT,
  paths,
  PRODUCT_NAME,
  REJECTED_TEXT,
  type Job,
} from '@dutylink/contracts';
import { escapeHtml as e } from '../../html';

/**
 * The public job page as the server renders it for an SMS alert's link (issue 18): plain HTML and
 * one small style sheet, readable and usable without any script, on a 390 px phone first.
 */

const STYLE = `*{box-sizing:border-box}
body{margin:0;background:${BRAND.page};color:${BRAND.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
header{background:${BRAND.navy}}
.bar,main{max-width:48rem;margin:0 auto;padding:0 16px}
.mark{display:inline-flex;align-items:center;min-height:56px;color:#fff;font-size:22px;font-weight:800;letter-spacing:-.02em;text-decoration:none}
main{padding-top:24px;padding-bottom:32px}
.card{background:${BRAND.paper};border:1px solid ${BRAND.divider};border-radius:12px;padding:20px}
h1{font-size:26px;line-height:1.25;margin:0}
h2{font-size:20px;margin:0 0 4px}
p{margin:0 0 12px}
.company,dt{color:${BRAND.textSecondary}}
.tag{display:inline-block;margin-top:8px;padding:2px 10px;border-radius:12px;background:${BRAND.divider};font-size:14px;font-weight:600}
.actions{margin:20px 0;display:grid;gap:12px;justify-items:start}
.note{margin:0;padding:12px 16px;border-radius:8px;border-left:4px solid ${BRAND.navyLight};background:#eef2f7;width:100%}
.note.done{border-color:#2e7d32;background:#edf7ee}
.note.warn{border-color:${BRAND.warning};background:#fdf3e7}
.note.error{border-color:#b3261e;background:#fdeceb}
.note p:last-child{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;min-width:120px;padding:0 24px;border:0;border-radius:8px;background:${BRAND.navy};color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:disabled{background:${BRAND.divider};color:${BRAND.textSecondary};cursor:default}
a{color:${BRAND.navy}}
.link{display:inline-flex;align-items:center;min-height:44px;font-weight:600}
:focus-visible{outline:3px solid ${BRAND.warning};outline-offset:2px}
form{margin:0}
.description{white-space:pre-line}
dl{margin:24px 0 0}
dt{margin-top:12px}
dd{margin:0;white-space:pre-line}
@media (min-width:600px){dl{display:grid;grid-template-columns:minmax(140px,max-content) 1fr;column-gap:24px;row-gap:8px}dt{margin:0}}`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)} · ${PRODUCT_NAME}</title><style>${STYLE}</style></head>
<body><header><div class="bar"><a class="mark" href="${paths.home}">${PRODUCT_NAME}</a></div></header>
<main>${content}</main></body></html>`;
}

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
  /** Just applied: the spec's 'Job Applied' dialog, as a box with a link, in place of the status note it repeats. */
  applied?: boolean;
  refusal?: Refusal;
}

/** The job behind a valid link, its status for this employee, and Apply as a form posting to the page. */
export function jobLinkPage({ job, pageUrl, applied = false, refusal }: JobLinkPageOptions): string {
  const canApply = job.enabled && job.applicantState === null;
  const appliedBox = applied
    ? `<section class="note done" role="status" aria-labelledby="applied-title"><h2 id="applied-title">${APPLIED_DIALOG_TITLE}</h2>
<p>${APPLIED_DIALOG_TEXT}</p><p><a class="button" href="${e(pageUrl)}">${APPLIED_DIALOG_BUTTON}</a></p></section>`
    : '';
  const rows = jobDetailRows(job)
    .map((row) => `<dt>${e(row.label)}</dt><dd>${e(row.value)}</dd>`)
    .join('');
  return page(
    job.title,
    `<article class="card" aria-labelledby="job-title">
<h1 id="job-title">${e(job.title)}</h1>${job.enabled ? '' : '<span class="tag">Closed</span>'}
<p class="company">${e(job.company)}</p>
<div class="actions">${refusal ? refusalNote(refusal) : ''}${applied ? appliedBox : statusNote(job)}
<form method="post" action="${e(pageUrl)}"><button class="button" type="submit"${canApply ? '' : ' disabled'}>Apply</button></form>
<a class="link" href="${employeeRoutes.job(job.id)}">${OPEN_IN_APP_TEXT}</a></div>
${job.description ? `<p class="description">${e(job.description)}</p>` : ''}
<dl aria-label="Job details">${rows}</dl>
</article>`,
  );
}

/** A link that is forged, expired, for someone else, or for a job its employee may no longer see (and why, when Apply said). */
export function jobNotAvailablePage(signInUrl: string, message = INVALID_LINK_TEXT): string {
  return page(
    JOB_NOT_AVAILABLE_TITLE,
    `<div class="card"><h1>${JOB_NOT_AVAILABLE_TITLE}</h1>
<div class="actions"><p class="note warn">${e(message)}</p></div>
<p><a class="link" href="${e(signInUrl)}">Sign in</a> to see your jobs.</p></div>`,
  );
}
