import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { MemoryRouter } from '@dutylink/router';
import { dutyLinkTheme } from '@dutylink/design-system';
import { LandingPage } from './landing-page';

/**
 * The landing page as static HTML, published with each build as dist/landing.html: the server
 * sends it as the whole page to visitors of / and /landing (docs/performance.md), the same markup
 * this remote renders inside the app, led by the one style sheet that its theme and sx make.
 */
export function renderFirstPaint(): string {
  // compat: emotion collects the styles in the cache instead of writing <style> elements beside each element.
  const cache = createCache({ key: 'dl' });
  cache.compat = true;
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={dutyLinkTheme}>
        <CssBaseline />
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
  // The rules of the classes the markup uses, and the global ones (CssBaseline's), as @emotion/server picks them.
  const used = (id: string) => html.includes(`${cache.key}-${id}`) || cache.registered[`${cache.key}-${id}`] === undefined;
  const css = Object.entries(cache.inserted)
    .filter(([id, rules]) => typeof rules === 'string' && used(id))
    .map(([, rules]) => rules)
    .join('');
  return `<style data-emotion="${cache.key}">${css}</style>${html}`;
}
