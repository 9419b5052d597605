import { expect, type Page } from '@playwright/test';

/** The smallest side a control may have on a touch screen (issue 17; issue 36: WCAG 2.5.5's 44, 2.5.8 asks 24). Design-system's TAP_TARGET. */
export const TAP_TARGET = 44;

/**
 * On a touch screen, every visible control of the page (buttons, links, tabs, menu items, checkboxes,
 * radios, switches, selects, text fields) is at least TAP_TARGET px in its smaller dimension. A checkbox, radio or
 * switch counts with its label, a text field with its outlined box (a tap anywhere on it focuses the input), which takes the tap as well, and a card's stretched title link with its card. The exceptions, as WCAG 2.5.8 has them:
 * - a link inside a sentence (an inline link, or a button drawn as one, whose parent has more text than it);
 * - a disabled control (nothing happens on a tap);
 * - an icon inside a grid's column header (the whole header takes the tap and sorts);
 * - a control the browser's own viewer draws (not ours).
 * Fails softly, listing each small control, so that a journey still reports every screen.
 */
export async function expectTapTargets(page: Page, screen: string): Promise<void> {
  const small = await page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"], [role="checkbox"], [role="radio"], input[type="checkbox"], input[type="radio"], select, [role="combobox"], input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="file"], [type="range"]), textarea',
    );
    const found: string[] = [];
    const seen = new Set<Element>();
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      // A grid's column header takes the tap itself (it sorts); the sort icon inside it is only a sign.
      if (control.closest('[role="columnheader"]') && control !== control.closest('[role="columnheader"]')) continue;
      if ((control as HTMLButtonElement).disabled || control.getAttribute('aria-disabled') === 'true') continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if ((control.tagName === 'A' || control.classList.contains('MuiLink-button')) && style.display === 'inline') {
        const own = (control.textContent ?? '').trim().length;
        const around = (control.parentElement?.textContent ?? '').trim().length;
        if (around > own) continue;
      }
      const toggle = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      // A card's title link stretched over the card (design-system's stretchedLink) takes taps on the whole card.
      const after = getComputedStyle(control, '::after');
      const stretched = after.content !== 'none' && after.position === 'absolute' ? control.offsetParent : null;
      const field = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.closest('.MuiInputBase-root') : null;
      const target = (toggle && control.closest('label')) || stretched || field || control;
      if (seen.has(target)) continue;
      seen.add(target);
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const side = Math.min(box.width, box.height);
      if (side + 0.5 < minimum) {
        const name = control.getAttribute('aria-label') ?? control.closest('label')?.textContent ?? control.textContent ?? '';
        found.push(`${control.tagName.toLowerCase()}${control.getAttribute('role') ? `[role=${control.getAttribute('role')}]` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return found;
  }, TAP_TARGET);
  expect.soft(small, `controls smaller than ${TAP_TARGET} px to tap on "${screen}"\n${small.join('\n')}`).toEqual([]);
}
