import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** A page that was wider than its screen: where, how wide, and the elements that stuck out. */
interface TooWide {
  url: string;
  scrollWidth: number;
  width: number;
  culprits: string[];
}

const REPORT = '__dutyLinkTooWide';
const MEASURE = '__dutyLinkMeasure';

/**
 * Runs in every document: measures the page against its screen and, every 250 ms, reports a page that
 * stayed wider than the screen on two looks in a row (a layout that settled, not one frame of a transition).
 * The width is the layout viewport (`clientWidth`): a phone zooms a too-wide page out, which makes
 * `innerWidth` grow with it.
 */
function pageMonitor({ report, measure }: { report: string; measure: string }) {
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].filter((c) => !/^css-/.test(c)).slice(0, 3).map((c) => `.${c}`).join('');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
  };
  const clipped = (element: Element) => {
    for (let at = element.parentElement; at && at !== document.body && at !== document.documentElement; at = at.parentElement) {
      const { overflowX, position } = getComputedStyle(at);
      if (overflowX !== 'visible' || position === 'fixed') return true;
    }
    return false;
  };
  const measureNow = () => {
    const root = document.documentElement;
    if (!root || root.scrollWidth <= root.clientWidth) return null;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length >= 3) break;
      const right = element.getBoundingClientRect().right + window.scrollX;
      const parentRight = element.parentElement ? element.parentElement.getBoundingClientRect().right + window.scrollX : 0;
      if (right > width + 0.5 && parentRight <= width + 0.5 && !clipped(element)) culprits.push(`${describe(element)} ends at ${Math.round(right)} px`);
    }
    return { url: location.href, scrollWidth: root.scrollWidth, width, culprits };
  };
  (window as unknown as Record<string, unknown>)[measure] = measureNow;
  const reported = new Set<string>();
  let wideBefore = '';
  setInterval(() => {
    const found = measureNow();
    const key = found ? `${found.url} ${found.scrollWidth}` : '';
    if (found && key === wideBefore && !reported.has(key)) {
      reported.add(key);
      const send = (window as unknown as Record<string, ((found: unknown) => void) | undefined>)[report];
      send?.(found);
    }
    wideBefore = key;
  }, 250);
}

/**
 * Watches every page of every browser context a test opens (its own `context` and any from
 * `browser.newContext()`) while the page is open, and checks each open page once more at the end.
 * `stop()` fails the test with every page that scrolled sideways.
 */
export async function watchTheScreen(browser: Browser, context: BrowserContext): Promise<{ stop: () => Promise<void> }> {
  const found: TooWide[] = [];
  const watched = new Set<BrowserContext>();
  const watch = async (context: BrowserContext) => {
    if (watched.has(context)) return;
    watched.add(context);
    await context.exposeBinding(REPORT, (_source, tooWide: TooWide) => {
      found.push(tooWide);
    });
    await context.addInitScript(pageMonitor, { report: REPORT, measure: MEASURE });
  };
  const newContext = browser.newContext;
  browser.newContext = async function watchedContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await newContext.apply(this, args);
    await watch(context);
    return context;
  };
  await watch(context);
  const measureAtTheEnd = async (page: Page) => {
    try {
      const tooWide = await page.evaluate((measure) => {
        const now = (window as unknown as Record<string, (() => TooWide | null) | undefined>)[measure];
        return now ? now() : null;
      }, MEASURE);
      if (tooWide && !found.some((seen) => seen.url === tooWide.url && seen.scrollWidth === tooWide.scrollWidth)) found.push(tooWide);
    } catch {
      // A page that is closing or navigating away has nothing left to measure.
    }
  };
  return {
    stop: async () => {
      browser.newContext = newContext;
      for (const context of browser.contexts()) for (const page of context.pages()) await measureAtTheEnd(page);
      const lines = found.map((page) => `${page.url}: ${page.scrollWidth} px wide on a ${page.width} px screen${page.culprits.length ? ` (${page.culprits.join('; ')})` : ''}`);
      expect(lines, `pages that scroll sideways:\n${lines.join('\n')}`).toEqual([]);
    },
  };
}
