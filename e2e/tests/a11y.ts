import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { isTouch } from './support';
import { expectTapTargets } from './tap-targets';

/** WCAG 2.2 A and AA (issue 36; issue 8 asked for 2.1): 2.2 adds AA rules only, such as target-size (2.5.8). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Third-party markup that we cannot fix by configuration. Each entry is an exact selector and the reason;
 * our own components are never excluded.
 */
const EXCLUDE: readonly string[] = [];

/**
 * Runs axe on the current page (and, on a touch screen, checks the size of every control: tap-targets.ts),
 * and fails (softly, so a journey still reports every screen) when a violation
 * has impact 'serious' or 'critical'. The message lists rule id, impact, target and help for each node.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Let transitions (dialogs opening, menus fading in) settle; endless ones such as spinners do not count.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself. The default mode opens a blank page on every run to merge the
  // results of cross-origin frames, which our pages do not have: that page alone cost 0.7 s of each 1.4 s run.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  for (const selector of EXCLUDE) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const lines = blocking.flatMap((v) =>
    v.nodes.map((node) => `  ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
  );
  expect.soft(lines, `axe: serious or critical violations on "${screen}"\n${lines.join('\n')}`).toEqual([]);
  if (await isTouch(page)) await expectTapTargets(page, screen);
}
