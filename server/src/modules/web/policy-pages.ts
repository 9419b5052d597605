import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { paths, POLICY_PAGES, safeReturnUrl, type PolicyName } from '@dutylink/contracts';
import { textAnswer } from '../../contract/answers';
import { escapeHtml as e } from '../../html';
import { plainPage } from './plain-page';

/** A policy page without the app's JavaScript: the hosted document in a frame, and Back to sign-up (with its role and returnUrl). */
export function policyPage(policy: PolicyName, documentUrl: string, signUpQuery = ''): string {
  const { heading, frameTitle } = POLICY_PAGES[policy];
  return plainPage(
    `<a class="link" href="${e(signUpQuery ? `${paths.signUp}?${signUpQuery}` : paths.signUp)}">Back</a>
<h1>${heading}</h1>
<iframe title="${frameTitle}" src="${e(documentUrl)}"></iframe>`,
    { indexed: true, document: true },
  );
}

/** The sign-up query a policy page was opened with (sign-up's links carry it), kept for Back: only a role and a path on this site. */
function signUpQuery(query: { role?: string; returnUrl?: string }): string {
  const kept = new URLSearchParams();
  if (query.role && /^\d{1,4}$/.test(query.role)) kept.set('role', query.role);
  const returnUrl = safeReturnUrl(query.returnUrl);
  if (returnUrl) kept.set('returnUrl', returnUrl);
  return kept.toString();
}

const querystring = yup.object({ role: yup.string(), returnUrl: yup.string() });

/**
 * GET /terms and /privacy, rendered here: the document without downloading the app, from a link, from
 * sign-up (whose form the script keeps while the visitor reads) or from the app (the shell loads them).
 */
export async function policyRoutes(app: FastifyInstance): Promise<void> {
  const documentUrl: Record<PolicyName, string> = { terms: app.config.termsUrl, privacy: app.config.privacyUrl };
  for (const policy of Object.keys(POLICY_PAGES) as PolicyName[]) {
    app.get(
      POLICY_PAGES[policy].path,
      { schema: { querystring, response: textAnswer('text/html', `The ${POLICY_PAGES[policy].heading} page`) } },
      async (request: FastifyRequest<{ Querystring: { role?: string; returnUrl?: string } }>, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(policyPage(policy, documentUrl[policy], signUpQuery(request.query))),
    );
  }
}
