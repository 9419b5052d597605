import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@dutylink/router';
import { LandingPage } from './landing-page';

/**
 * The landing page as static HTML, published with each build as dist/landing.html: the server
 * sends it as the whole page to visitors of / and /landing (docs/performance.md), the same markup
 * this remote renders inside the app.
 */
export function renderFirstPaint(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}
