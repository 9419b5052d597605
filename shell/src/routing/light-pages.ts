import { paths } from '@dutylink/contracts';

/**
 * Pages rendered without the design system (MUI, emotion, the toaster): what a first-time visitor
 * loads must stay within the landing page's budget. remote-auth renders them with plain markup.
 */
const LIGHT_PAGES: readonly string[] = [paths.home, paths.landing];

export function isLightPage(pathname: string): boolean {
  return LIGHT_PAGES.includes(pathname);
}
