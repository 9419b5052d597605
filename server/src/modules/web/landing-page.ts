/** What remote-auth's build publishes next to its manifest: the landing page as static markup. */
export const LANDING_FRAGMENT = 'landing.html';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/gi;
// html-webpack-plugin minifies the shell's page: <div id=root></div>.
const ROOT = /<div id=("?)root\1><\/div>/;

/**
 * The shell's page with the landing markup in #root and without its scripts: a whole page that
 * paints and navigates (plain links) without JavaScript. Undefined when the page has no empty #root.
 */
export function staticLandingPage(shellPage: string, fragment: string): string | undefined {
  if (!ROOT.test(shellPage)) return undefined;
  return shellPage.replace(SCRIPT, '').replace(NOSCRIPT, '').replace(ROOT, () => `<div id="root">${fragment.trim()}</div>`);
}
