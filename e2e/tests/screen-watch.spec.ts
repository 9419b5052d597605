import { test } from './support';

// The harness itself: a page that scrolls sideways fails the test, whichever browser context holds it.
// Both tests are expected to fail (test.fail), so they pass only while the watch catches the wide page.
const widen = 'Object.assign(document.body.appendChild(document.createElement("div")).style, { width: "150vw", height: "10px" })';

test('a page of the test’s own context that scrolls sideways fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/auth/signIn');
  await page.evaluate(widen);
});

test('a page of another context that scrolls sideways fails the test', async ({ browser }) => {
  test.fail();
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/signIn');
  await page.evaluate(widen);
  // Long enough for the page's own look (every 250 ms) to report it, not only the end-of-test check.
  await page.waitForTimeout(600);
  await page.goto('/auth/signUp');
});
