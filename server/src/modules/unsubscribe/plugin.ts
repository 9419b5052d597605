import type { FastifyInstance, FastifyReply } from 'fastify';
import * as yup from 'yup';
import { ApplicantNotices, BRAND, employerRoutes, Role } from '@dutylink/contracts';
import { pageAnswers, textAnswer } from '../../contract/answers';
import { escapeHtml } from '../../html';
import { UNSUBSCRIBE_PATH, type UnsubscribeLinks } from './links';

// Checked in the handlers, so that a malformed link gets the page saying so, not a JSON refusal.
const params = yup.object({ token: yup.string().required() });
type TokenParams = { Params: yup.InferType<typeof params> };

const INVALID = 'This link is not valid. You can choose how you hear of new applicants on your DutyLink profile, under Notifications.';

interface Page {
  title: string;
  text: string;
  /** The one-click form, posting to the page's own address. */
  button?: string;
}

function page({ title, text, button }: Page, settingsUrl: string): string {
  const e = escapeHtml;
  const form = button
    ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${e(button)}</button></form>`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;background:${BRAND.page};color:${BRAND.text}}main{max-width:28rem;margin:3rem auto;background:${BRAND.paper};border:1px solid ${BRAND.divider};border-radius:12px;padding:2rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;border:1px solid ${BRAND.navy};background:${BRAND.navy};color:${BRAND.onNavy};cursor:pointer}a{color:${BRAND.navy}}</style>
</head><body><main>
<h1>${e(title)}</h1>
<p>${e(text)}</p>
${form}
<p><a href="${e(settingsUrl)}">Open my notification settings</a></p>
</main></body></html>`;
}

/**
 * /unsubscribe/applicant-notices/{token} (issue 37): the List-Unsubscribe address of applicant notices by e-mail.
 * GET only shows a page with the button (a link checker that opens it changes nothing); POST, the one-click
 * unsubscribe of RFC 8058 or that button, turns the employer's applicant notices off without signing in: the
 * signed token alone authorises, as the SMS job links do. Only an employer who gets them by e-mail is changed
 * (an old e-mail's link never switches off text messages chosen since). Cross-site by nature: mail providers post it.
 */
export async function unsubscribeRoutes(app: FastifyInstance, { links }: { links: UnsubscribeLinks }): Promise<void> {
  // RFC 8058's body (List-Unsubscribe=One-Click) as a form or multipart: accepted and ignored, the token decides.
  // RFC 8058: the one-click POST is a form ('List-Unsubscribe=One-Click'); its body says nothing more.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  const settingsUrl = `${app.config.publicUrl}${employerRoutes.profile}`;
  const html = (reply: FastifyReply, status: number, content: Page) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(content, settingsUrl));

  /** The employer a genuine token names, with their choice; undefined for a forged token or an account gone. */
  async function employerOf(token: string) {
    const userId = links.verify(token);
    if (userId === null) return undefined;
    return app.db
      .selectFrom('users')
      .select(['id', 'applicant_notices'])
      .where('id', '=', userId)
      .where('role', '=', Role.Employer)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  const notByEmail = (choice: ApplicantNotices): Page => ({
    title: 'No applicant notices by email',
    text: `You no longer get applicant notices by email: ${choice === ApplicantNotices.Sms ? 'they come by text message' : 'they are off'}.`,
  });

  const schema = (description: string) => ({ params, response: { ...textAnswer('text/html', description), ...pageAnswers('The link is not valid', [404]) } });

  app.get<TokenParams>(`${UNSUBSCRIBE_PATH}/:token`, { schema: schema('The page that asks to stop applicant notices by e-mail') }, async (request, reply) => {
    const employer = await employerOf(request.params.token);
    if (!employer) return html(reply, 404, { title: 'Link not valid', text: INVALID });
    if (employer.applicant_notices !== ApplicantNotices.Email) return html(reply, 200, notByEmail(employer.applicant_notices));
    return html(reply, 200, {
      title: 'Stop emails about new applicants?',
      text: 'Applicant notices will be turned off. A hired officer who withdraws or calls off a shift is still reported to you, by text message.',
      button: 'Turn off applicant notices',
    });
  });

  app.post<TokenParams>(
    `${UNSUBSCRIBE_PATH}/:token`,
    { config: { crossSite: true }, schema: schema('Applicant notices are off (one-click unsubscribe, RFC 8058)') },
    async (request, reply) => {
      const employer = await employerOf(request.params.token);
      if (!employer) return html(reply, 404, { title: 'Link not valid', text: INVALID });
      const turnedOff = await app.db
        .updateTable('users')
        .set({ applicant_notices: ApplicantNotices.Off })
        .where('id', '=', employer.id)
        .where('applicant_notices', '=', ApplicantNotices.Email)
        .returning('id')
        .executeTakeFirst();
      if (!turnedOff) return html(reply, 200, notByEmail(employer.applicant_notices));
      return html(reply, 200, {
        title: 'Applicant notices are off',
        text: 'You will get no more emails about new applicants. A hired officer who withdraws or calls off a shift is still reported to you, by text message. To hear of applicants again, choose how under Notifications on your profile.',
      });
    },
  );
}
