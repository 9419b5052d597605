/*
 * Sizes and sx for touch screens, apart from theme.ts: a page that needs only these (most do) would
 * otherwise carry the whole theme, since the module's createTheme call runs wherever it is bundled.
 */

/**
 * The smallest side of a control on a touch screen (issue 17): a finger's target, not a mouse pointer's.
 * 44 px, WCAG 2.5.5's size (issue 36: 40 px boxes were still missed by new users' thumbs).
 */
export const TAP_TARGET = 44;
export const onTouch = '@media (pointer: coarse)';
export const tapTarget = { [onTouch]: { minWidth: TAP_TARGET, minHeight: TAP_TARGET } } as const;

/**
 * sx of a link that stands alone (not inside a sentence), such as 'Edit' or 'Back': on a touch screen
 * it is a TAP_TARGET px target. Inline links inside text keep the line's height (WCAG 2.5.8's exception).
 */
export const standaloneLink = { [onTouch]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP_TARGET, minWidth: TAP_TARGET } } as const;

/**
 * sx of the title link of a card that opens as a whole: the link stretches over the card (which is
 * `position: relative`), so a tap anywhere on it follows the one link; the card's own buttons need
 * `position: relative` and a z-index to stay above it.
 */
export const stretchedLink = { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } } as const;
