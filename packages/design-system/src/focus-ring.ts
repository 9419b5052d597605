import { BRAND } from '@dutylink/contracts';

/**
 * The keyboard focus ring (WCAG 2.4.7), 3:1 or better on paper and page. Apart from theme.ts, so that a
 * page drawn without the app's script (the prerendered landing) can set it by :focus-visible too.
 */
export const focusRing = { outline: `2px solid ${BRAND.focus}`, outlineOffset: 2 } as const;
