import { Negotiator } from '@fastify/accept-negotiator';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS_USER, paths } from '@dutylink/contracts';
import { textAnswer } from '../../contract/answers';
import { notFound } from '../../http-errors';
import { currentRemotes } from '../../lib/remote-map';
import { SESSION_COOKIE } from '../../lib/sessions';
import { toUserInfo } from '../../lib/users';
import { bootedAppPage, OFFICER_APP_HEAD, remoteOfPage, remotePreloads } from './app-page';
import { LANDING_FRAGMENT, staticLandingPage } from './landing-page';
import { policyRoutes } from './policy-pages';
import { remoteFileSource } from './remote-files';
import { publicJobRoutes } from './public-job-routes';

export const REMOTE_FOLDERS = ['remote-auth', 'remote-employee', 'remote-employer', 'remote-admin'] as const;

/**
 * Issue 37: a link in an SMS or an e-mail opens the app's page for any client that does not ask for JSON only
 * (link previews, mail scanners and curl send no Accept, '*' or 'text/*'): only a JSON answer preferred over
 * HTML gets the 404 problem.
 */
const pageOrJson = new Negotiator({ supportedValues: ['text/html', 'application/json'] });
const asksJsonOnly = (accept: string | undefined) => !!accept && pageOrJson.negotiate(accept) === 'application/json';
/** A file's name (main.js, a source map): a missing file is 404 whatever the Accept, never the page. */
const FILE = /\.[A-Za-z0-9]+$/;

/** Paths the single-page app never owns: they answer 404 rather than the shell's page. */
const NOT_SPA = /^\/(api|dev|remotes|policies)(\/|$)/;
/** webpack's source maps stay in dist (bench/budgets.mjs reads them); only the demo serves them. */
const SOURCE_MAP = /\.map$/i;
/** webpack's content hash in a file name (main.3f2a9c1b.js): the file never changes. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DutyLink</title></head>
<body><h1>DutyLink</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></body></html>`;

/**
 * The shell at /, each remote at /remotes/<folder>/, the policy documents at /policies/, and the
 * shell's index.html for any other page a browser asks for (client-side routes). A visitor (no
 * session cookie) of / or /landing gets remote-auth's prerendered landing page instead: no script
 * at all, its links load the app (docs/performance.md). An SMS alert's link, /jobs/{id}/{userId}?token=...,
 * gets the job page rendered here (public-job-routes.ts).
 */
export const web = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const shellDist = path.join(config.webRoot, 'shell', 'dist');
    const hasShell = existsSync(path.join(shellDist, 'index.html'));
    const allowedPath = (pathName: string) => config.mode === 'demo' || !SOURCE_MAP.test(pathName);

    await app.register(fastifyStatic, {
      root: config.policiesDir,
      prefix: '/policies/',
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });

    for (const folder of REMOTE_FOLDERS) {
      const root = path.join(config.webRoot, folder, 'dist');
      if (!existsSync(root)) continue;
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${folder}/`,
        allowedPath,
        decorateReply: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          cacheHeaders(reply, filePath);
          // A remote may be loaded by a shell on another origin (a CDN or a separate deploy).
          reply.header('access-control-allow-origin', config.remotesAllowOrigin);
          reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    }

    const warn = (message: string) => app.log.warn(message);
    const remoteFile = remoteFileSource(config, warn);
    const shellPage = () => readFile(path.join(shellDist, 'index.html'), 'utf8');

    /**
     * The app's page for any path it owns, with the session and the remote map written in and the
     * area's code preloaded (issue 18): the shell asks for neither, and the area's remote arrives
     * beside the shell's own scripts. Personal (the session), so never shared by a cache.
     */
    const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
      if (!hasShell) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
      const user = request.cookies[SESSION_COOKIE] ? await app.signedInUser(request, reply) : null;
      // An ended, expired or forged session: the browser forgets the cookie, as auth/refresh does.
      if (request.cookies[SESSION_COOKIE] && !user) await reply.endSession();
      const boot = { remotes: currentRemotes(config, warn), user: user ? toUserInfo(user, request.access!, app.now()) : ANONYMOUS_USER };
      const remote = remoteOfPage(new URL(request.url, config.publicUrl).pathname, boot.user);
      const manifest = await remoteFile(remote, 'mf-manifest.json');
      const preloads = manifest ? remotePreloads(manifest.url, manifest.body, new URL(config.publicUrl).origin) : [];
      const page = bootedAppPage(await shellPage(), boot, remote === 'remote_employee' ? [...preloads, ...OFFICER_APP_HEAD] : preloads);
      return page ? reply.type('text/html; charset=utf-8').send(page) : reply.sendFile('index.html', shellDist);
    };
    // Always, built app or not: an SMS link's page and the policy pages need nothing from the build.
    await app.register(publicJobRoutes);
    await app.register(policyRoutes);

    if (hasShell) {
      const landing = async (request: FastifyRequest, reply: FastifyReply) => {
        if (!request.cookies[SESSION_COOKIE]) {
          const fragment = await remoteFile('remote_auth', LANDING_FRAGMENT);
          const page = fragment && staticLandingPage(await shellPage(), fragment.body);
          if (page) return reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(page);
        }
        return appPage(request, reply);
      };
      for (const url of [paths.home, paths.landing]) app.get(url, { schema: { response: textAnswer('text/html', 'The landing page (the app for a signed-in browser)') } }, landing);

      await app.register(fastifyStatic, {
        root: shellDist,
        prefix: '/',
        allowedPath,
        decorateReply: false,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !asksJsonOnly(request.headers.accept) && !FILE.test(request.url.split('?')[0]!);
      if (!wantsPage || NOT_SPA.test(request.url)) throw notFound();
      return appPage(request, reply);
    });
  },
  { name: 'web' },
);
