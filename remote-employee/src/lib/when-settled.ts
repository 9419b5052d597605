/** How long after the page's load an idle moment may be waited for. */
const IDLE_WAIT_MS = 5_000;

/**
 * Runs `work` once the page has loaded and the browser is idle (or IDLE_WAIT_MS later): background work that must not
 * compete with the first page (the officer's app's worker, which fetches the area's code to keep).
 */
export function whenSettled(work: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS }) : window.setTimeout(work, IDLE_WAIT_MS));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
