import type { FastifyInstance } from 'fastify';
import { paths, POLICY_PAGES, type PolicyName } from '@dutylink/contracts';
import { textAnswer } from '../../contract/answers';
import { escapeHtml as e } from '../../html';
import { plainPage } from './plain-page';

/** A policy page without the app's JavaScript: the hosted document in a frame, and Back to sign-up. */
export function policyPage(policy: PolicyName, documentUrl: string): string {
  const { heading, frameTitle } = POLICY_PAGES[policy];
  return plainPage(
    `<a class="link" href="${paths.signUp}">Back</a>
<h1>${heading}</h1>
<iframe title="${frameTitle}" src="${e(documentUrl)}"></iframe>`,
    { indexed: true },
  );
}

/**
 * GET /terms and /privacy, rendered here (issue 18): a visitor opening them from a link reads the
 * document without downloading the app. The app's own navigations to them stay in remote-auth.
 */
export async function policyRoutes(app: FastifyInstance): Promise<void> {
  const documentUrl: Record<PolicyName, string> = { terms: app.config.termsUrl, privacy: app.config.privacyUrl };
  for (const policy of Object.keys(POLICY_PAGES) as PolicyName[]) {
    app.get(POLICY_PAGES[policy].path, { schema: { response: textAnswer('text/html', `The ${POLICY_PAGES[policy].heading} page`) } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(policyPage(policy, documentUrl[policy])),
    );
  }
}
