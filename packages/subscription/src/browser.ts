/** Leaves the app for the payment provider's page (a module of its own so tests can replace it). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** Opens a document, e.g. an invoice PDF, in a new tab. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
