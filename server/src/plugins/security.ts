import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyRequest } from 'fastify';
import { servedOverHttps, type Config } from '../config';
import { forbidden } from '../http-errors';
import { currentRemotes } from '../lib/remote-map';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Origins that scripts and manifests of remotes served elsewhere (a CDN) come from, as the
 * current /remotes.json names them (REMOTES_JSON_FILE may change them while the server runs).
 */
function remoteOrigins(config: Config, warn: (message: string) => void): string[] {
  return [...new Set(Object.values(currentRemotes(config, warn)).map(originOf).filter((o): o is string => !!o))];
}

/** A CSP source list whose remote origins are read per response. */
function withRemotes(config: Config, warn: (message: string) => void): [string, () => string] {
  return ["'self'", () => remoteOrigins(config, warn).join(' ')];
}

function policyOrigins(config: Config): string[] {
  return [...new Set([config.termsUrl, config.privacyUrl].map(originOf).filter((o): o is string => !!o))];
}

export function allowedOrigins(config: Config): Set<string> {
  return new Set([originOf(config.publicUrl), ...config.allowedOrigins.map(originOf)].filter((o): o is string => !!o));
}

/** The Origin header when it is one this server accepts. */
export function trustedOrigin(request: FastifyRequest, config: Config): string | undefined {
  const origin = request.headers.origin;
  if (!origin) return undefined;
  const own = `${request.protocol}://${request.host}`;
  return origin === own || allowedOrigins(config).has(origin) ? origin : undefined;
}

/**
 * Headers against injection and framing, and the two rules that stop cross-site requests:
 * a state-changing call needs an Origin we know, and its body must be JSON (a plain HTML form can
 * send neither).
 */
export const security = fp(
  async (app, { config }: { config: Config }) => {
    const warn = (message: string) => app.log.warn(message);
    // The headers are the same on every answer: helmet's middleware is built once (@fastify/helmet built it
    // again on every request, about 3% of a job list request's server time: bench/README.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: withRemotes(config, warn),
          connectSrc: withRemotes(config, warn),
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          frameSrc: ["'self'", ...policyOrigins(config)],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      // Sent below, only when the site is https: over plain http it means nothing and confuses local setups.
      strictTransportSecurity: false,
      // helmet's default 'no-referrer' makes browsers send `Origin: null` on same-site form posts
      // (the dev checkout's Pay and Cancel), which the Origin check must then refuse.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

    const https = servedOverHttps(config);
    app.addHook('onRequest', async (request, reply) => {
      if (https || request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (STATE_CHANGING.has(request.method) && !request.routeOptions.config?.crossSite && !trustedOrigin(request, config)) {
        throw forbidden('This request did not come from DutyLink');
      }
    });

    // Only JSON bodies; an empty one reads as {} (the contract lets a client send none).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (text.trim() === '') return done(null, {});
      parseJson(request, text, done);
    });
  },
  { name: 'security' },
);
