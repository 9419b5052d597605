/**
 * The demo (db/demo/: the demo accounts, company, jobs, officers and promo codes), loaded only when
 * config.demoData asks for it. The production build bundles it apart, as dist/demo.js beside dist/main.js
 * (bundle-options.cjs), so a real deployment's main.js carries none of it.
 */
export function loadDemo(): Promise<typeof import('./db/demo/demo-data')> {
  return import('./db/demo/demo-data');
}
