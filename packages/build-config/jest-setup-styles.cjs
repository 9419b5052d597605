// Speed of role queries under jsdom (issue 19, test timing).
//
// getByRole/findByRole with a `name` compute accessible names, and dom-accessibility-api calls
// getComputedStyle for every element it walks. jsdom answers that by matching every CSS rule of the
// page against the element (its cache is dropped at every DOM change), and its selector engine
// (nwsapi) is very slow on two kinds of selectors MUI's emotion styles have:
// - pseudo-elements (`::placeholder`, `::before`, `::after`) and the prefixed copies stylis adds
//   (`::-moz-placeholder`, `:-ms-input-placeholder`, `::-moz-focus-inner`…): the prefixed ones are a
//   SyntaxError thrown and caught at every match;
// - `:has(…)`: each match runs a query of its own (MUI's NativeSelect input has three).
// Measured on the permits step: its 26 such rules took 2 to 5 times as long to match as its other 160 together.
//
// None of them can change what a test sees: a pseudo-element or prefixed selector never matches an
// element in jsdom (getComputedStyle(input) ignores `input::placeholder {…}`), and MUI's `:has()`
// rules only set layout custom properties (`--_caret`, `--_endAdornment`) and a high-contrast focus
// ring: jsdom does no layout and tests read neither.
// So the test DOM leaves those selectors out when a rule is inserted (emotion inserts every rule with
// insertRule under jsdom); every other selector of the same rule is kept.

/** The top-level selectors of a style rule (`a, b:is(c, d) {…}` gives `a` and `b:is(c, d)`) and where its block starts. */
function parseSelectors(rule) {
  const selectors = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < rule.length; i++) {
    const c = rule[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && (c === ',' || c === '{')) {
      selectors.push(rule.slice(start, i));
      start = i + 1;
      if (c === '{') return { selectors, block: i };
    }
  }
  return undefined;
}

const unusable = (selector) => selector.includes('::') || selector.includes(':has(') || /:-(?:moz|ms|webkit)-/.test(selector);

/** The rule without the selectors jsdom cannot use, '' when none is left; at-rules as they are. */
function usableRule(rule) {
  if (rule.trimStart().startsWith('@')) return rule;
  const parsed = parseSelectors(rule);
  if (!parsed) return rule;
  const kept = parsed.selectors.filter((selector) => !unusable(selector));
  if (kept.length === parsed.selectors.length) return rule;
  return kept.length === 0 ? '' : kept.join(',') + rule.slice(parsed.block);
}

if (typeof CSSStyleSheet !== 'undefined') {
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function insertUsableRule(rule, index = 0) {
    const usable = usableRule(String(rule));
    // A left-out rule is not inserted; the caller gets the index it asked for, as if it had been.
    return usable === '' ? index : insertRule.call(this, usable, index);
  };
}

module.exports = { usableRule };
