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

/** The logo's shield and its tick (24 × 24), drawn by the design system's Logo and by the server's pages alike. */
export const LOGO_PATHS = {
  shield: 'M12 1.5 3.5 4.8v6.1c0 5.3 3.6 10.1 8.5 11.6 4.9-1.5 8.5-6.3 8.5-11.6V4.8L12 1.5z',
  tick: 'm7.8 12.2 2.9 2.9 5.6-5.8',
} as const;
