import { AREA_REMOTE, BRAND, isSignedIn, OFFICER_APP, PAGE_BOOT_ID, remoteScripts, roleOfPath, type PageBoot, type RemoteUrls } from '@dutylink/contracts';

/**
 * The remote that renders a path for this user: their role's area (/ leads a signed-in user there),
 * else remote_auth (public pages, and sign-in for a stranger).
 */
export function remoteOfPage(pathname: string, user: PageBoot['user']): keyof RemoteUrls {
  const role = pathname === '/' ? user.role : roleOfPath(pathname);
  return role === undefined || role !== user.role || !isSignedIn(user) ? 'remote_auth' : AREA_REMOTE[role];
}

/**
 * The preloads that let a remote's code arrive beside the shell's instead of after it: its manifest
 * (read by the federation runtime with fetch), its remoteEntry.js and the chunks of its exposed routes.
 * Files on our own origin are written as paths: the page resolves them against the address it was
 * opened at, as the runtime resolves the remote map, so a page opened by another name of the host
 * (127.0.0.1 for localhost, www for the bare domain) does not download them twice.
 * Nothing for a manifest that cannot be read.
 */
export function remotePreloads(manifestUrl: URL, manifestJson: string, ownOrigin: string): string[] {
  const scripts = remoteScripts(manifestUrl, manifestJson, 'first');
  if (scripts.length === 0) return [];
  const link = (url: URL, as: string, crossorigin = '') => {
    const href = url.origin === ownOrigin ? `${url.pathname}${url.search}` : url.href;
    return `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${crossorigin}>`;
  };
  // The runtime fetches the manifest in CORS mode with same-origin credentials: crossorigin="anonymous" matches it.
  return [link(manifestUrl, 'fetch', ' crossorigin="anonymous"'), ...scripts.map((script) => link(script, 'script'))];
}

/** An officer's pages link the officer's app's manifest (issue 39): the browser can install it, in the brand's navy. */
export const OFFICER_APP_HEAD = [
  `<link rel="manifest" href="${OFFICER_APP.manifest}">`,
  `<meta name="theme-color" content="${BRAND.navy}">`,
  '<link rel="apple-touch-icon" href="/app-icons/apple-touch-icon.png">',
];

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's page with what it needs first written in (issue 18): the remote map and the session as
 * JSON (PageBoot; `<` escaped so no value can end the block), and the area's head: the preloads of its code
 * (an officer's, the app's manifest too). The shell's own scripts are unchanged. Undefined when the page has no </head>.
 */
export function bootedAppPage(shellPage: string, boot: PageBoot, areaHead: readonly string[]): string | undefined {
  if (!shellPage.includes('</head>')) return undefined;
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const head = `<script type="application/json" id="${PAGE_BOOT_ID}">${json}</script>${areaHead.join('')}`;
  return shellPage.replace('</head>', () => `${head}</head>`);
}
