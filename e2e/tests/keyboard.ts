import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` or an element inside it has the focus, as a keyboard user
 * would, and fails after `max` presses. Every element the focus passes must show where it is.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}): Promise<void> {
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/**
 * The focused element shows where the focus is: an outline or a box shadow on itself or, for MUI's
 * radios, checkboxes and switches (a transparent native input), on their visible control; a MUI text
 * field shows its focused outline.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: true, what: 'body' };
    const ringed = (target: Element) => {
      const style = getComputedStyle(target);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const transparent = getComputedStyle(element).opacity === '0';
    const holder = transparent ? element.closest('.Mui-focusVisible') : element;
    const field = element.closest('.MuiInputBase-root.Mui-focused') !== null;
    const what = `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''} ${element.closest('label')?.textContent?.trim().slice(0, 40) ?? element.textContent?.trim().slice(0, 40) ?? ''}`;
    return { ok: field || (holder !== null && ringed(holder)), what };
  });
  expect(shown.ok, `the focus on ${shown.what} is not visible`).toBe(true);
}
