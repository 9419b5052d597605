import { PAGE_BOOT_ID, type PageBoot } from '@dutylink/contracts';

/**
 * What the server wrote into the page for the shell (the remote map and the session), or undefined
 * when the page came without it (an older server, a static host): the shell then asks for both.
 */
export function readPageBoot(): PageBoot | undefined {
  const text = document.getElementById(PAGE_BOOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageBoot;
  } catch {
    return undefined;
  }
}
