import { renderEmail, type EmailContent } from '../../src/messaging/email-content';
import { callOffEmail, coveredEmail, hireGoneEmail, newApplicantEmail, withdrawalEmail } from '../../src/modules/job-notices/texts';
import { htmlProblems } from '../helpers/email';

const job = { id: 7, title: 'Dock "night" watch & gate', company: 'Harbor <Security>' };
const link = 'https://dutylink.example/employer/jobs/7/applicants?from=mail&x="1"';
const shift = { startsAt: new Date('2026-12-02T13:00:00Z'), timeZone: 'America/Chicago' };
const stop = { url: 'https://dutylink.example/unsubscribe/applicant-notices/12.abc', what: 'applicant notices by email' };

/** The applicant notices by e-mail (job-notices/texts.ts); the billing and address e-mails are checked where they are queued. */
const notices: [string, EmailContent][] = [
  ['new applicants', newApplicantEmail(job, { count: 5, firstNames: ['Ann', 'Bob', 'Carl'] }, link)],
  ['a call-off', callOffEmail(job, 'Sam <Reyes>', shift, 'Sick or injured', true, link)],
  ['a covered shift', coveredEmail(job, 'Ann Rusher', shift, link)],
  ['a hire who left DutyLink', hireGoneEmail(job, 'Sam Reyes', link)],
  ['a withdrawal', withdrawalEmail(job, 'Sam Reyes', 'Family emergency', link)],
];

describe('e-mail content: a text part and an HTML part from one template (issue 37)', () => {
  it.each(notices)('renders the notice of %s as valid HTML (html-validate, recommended rules) beside its text', async (_kind, content) => {
    const email = renderEmail(content, stop);
    expect(await htmlProblems(email.html)).toEqual([]);
    expect(email.unsubscribeUrl).toBe(stop.url);
    // The text part, what an old client shows: no markup, every link whole on its line, the way out last.
    expect(email.text).not.toMatch(/<\/?(p|a|table|tbody|tr|th|td|main|footer|html|body)\b|&(amp|lt|gt|quot|#39);/);
    expect(email.text).toMatch(new RegExp(`: ${link.replace(/[.?"&]/g, '\\$&')}$`, 'm'));
    expect(email.text.endsWith(`\n\nDutyLink\n\nStop applicant notices by email: ${stop.url}`)).toBe(true);
    expect(email.text).toContain(job.title);
    // The HTML part says the same, escaped.
    expect(email.html).toContain(`href="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
    expect(email.html).toContain('Dock &quot;night&quot; watch &amp; gate');
    expect(email.html).toContain(`<a href="${stop.url}">Stop applicant notices by email</a>`);
  });

  it('escapes every value, so no text becomes markup', () => {
    const email = renderEmail({
      subject: '<b>Hi</b>',
      blocks: ['<script>alert(1)</script>', { label: 'Go "now"', link: 'https://x.test/?a=1&b=<2>' }, { rows: [['<i>Plan</i>', '$1 & more']] }],
    });
    expect(email.html).not.toMatch(/<script|<i>|<b>/);
    expect(email.html).toContain('<title>&lt;b&gt;Hi&lt;/b&gt;</title>');
    expect(email.html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(email.html).toContain('<a class="button" href="https://x.test/?a=1&amp;b=&lt;2&gt;">Go &quot;now&quot;</a>');
    expect(email.html).toContain('<tr><th scope="row">&lt;i&gt;Plan&lt;/i&gt;</th><td>$1 &amp; more</td></tr>');
    expect(email.text).toBe('<script>alert(1)</script>\n\nGo "now": https://x.test/?a=1&b=<2>\n\n<i>Plan</i>: $1 & more\n\nDutyLink');
    expect(email.unsubscribeUrl).toBeUndefined();
  });

  it('titles the HTML with the subject, cut to 70 characters', async () => {
    const email = renderEmail({ subject: `5 new applicants for ${'A very long job title '.repeat(4)}`, blocks: ['x'] });
    const title = /<title>(.*)<\/title>/.exec(email.html)![1]!;
    expect(title).toHaveLength(70);
    expect(title.endsWith('...')).toBe(true);
    expect(email.subject).toBe(`5 new applicants for ${'A very long job title '.repeat(4)}`);
    expect(await htmlProblems(email.html)).toEqual([]);
  });
});
