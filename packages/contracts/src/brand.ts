import colours from './brand.json';

/**
 * Every colour of DutyLink, in one place (docs/decisions/one-styling-system.md): the design system's MUI
 * theme is built from it, and what is not React reads it too: the shell's page (index.html, through
 * build-config), the server's own pages and e-mails. Nothing else writes a colour (the lint forbids it).
 * A JSON file, so that build-config's CommonJS reads the same values.
 * - navy, steel: the brand; onNavy: text on them. page, paper, text, textSecondary, divider: the surfaces.
 * - focus: the keyboard focus ring, 3:1 or better on paper and page.
 * - info, success, warning, error: states, each 4.5:1 or better on white and under white text;
 *   the tints are the backgrounds of notes in those states on the server's pages.
 */
export const BRAND: Readonly<Record<keyof typeof colours, string>> = colours;
