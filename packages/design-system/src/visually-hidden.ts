/**
 * Out of sight, still read by screen readers (and found by label in tests): for words the layout has no room for.
 * Sizes are strings: in `sx` a number up to 1 is a fraction of the parent (width 1 is 100%).
 */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
