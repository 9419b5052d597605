/** @jest-environment node */
import { renderFirstPaint } from './first-paint';

describe('renderFirstPaint', () => {
  const html = renderFirstPaint();

  it('is the landing page as plain markup, its one stylesheet first', () => {
    expect(html.startsWith('<style data-emotion="dl">')).toBe(true);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 [^>]*>Efficient, reliable security work opportunities<\/h1>/);
    expect(html).toContain('Subscription benefits');
    expect(html).not.toContain('<script');
  });

  it("styles the classes its markup uses, and CssBaseline's page, and nothing more", () => {
    const [, css, markup] = /^<style data-emotion="dl">(.*?)<\/style>(.*)$/s.exec(html)!;
    const used = new Set(markup.match(/\bdl-[\w-]+/g));
    const styled = new Set(css.match(/\.dl-[\w-]+/g)!.map((selector) => selector.slice(1)));
    expect([...used].filter((name) => !styled.has(name))).toEqual([]);
    expect([...styled].filter((name) => !used.has(name))).toEqual([]);
    expect(css).toMatch(/body\{margin:0;/);
  });

  it('links to the app with plain hrefs', () => {
    for (const href of ['/auth/signIn', '/auth/signUp?role=0', '/auth/signUp?role=100', '/terms', '/privacy']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('href="/employee/report"');
  });
});
