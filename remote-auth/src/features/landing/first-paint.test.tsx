/** @jest-environment node */
import { renderFirstPaint } from './first-paint';

describe('renderFirstPaint', () => {
  const html = renderFirstPaint();

  it('is the landing page as plain markup, its stylesheet first', () => {
    expect(html.startsWith('<style data-precedence="default" data-href="dl-landing">')).toBe(true);
    expect(html).toContain('<h1>Efficient, reliable security work opportunities</h1>');
    expect(html).toContain('Subscription benefits');
    expect(html).not.toContain('<script');
  });

  it('links to the app with plain hrefs', () => {
    for (const href of ['/auth/signIn', '/auth/signUp?role=0', '/auth/signUp?role=100', '/terms', '/privacy']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('href="/employee/report"');
  });
});
