/**
 * Tests only: makes MUI's useMediaQuery see a phone (every max-width query matches) or a desktop (none
 * does); jsdom has no matchMedia of its own. `resetScreen` takes it away again.
 */
export function setScreen(kind: 'phone' | 'desktop'): void {
  window.matchMedia = ((query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

export function resetScreen(): void {
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
}
