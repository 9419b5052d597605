/** The browser's own document navigations (a seam for tests: jsdom loads no documents). */
export const browserDocument = {
  /** Loads `href` as a new document in place of the current history entry. */
  load: (href: string) => window.location.replace(href),
  reload: () => window.location.reload(),
};
