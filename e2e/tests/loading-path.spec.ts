import { expect, signIn, test } from './support';

test('a signed-in page brings the remote map and the session: a reload asks for neither and reads the job list once', async ({ page }) => {
  await signIn(page, 'employee');
  const firstJob = page.getByRole('list', { name: 'All jobs' }).getByRole('listitem').first();
  // The signed-in page's own reads are done before the requests are counted.
  await expect(firstJob).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(firstJob).toBeVisible();
  expect(asked).not.toContain('/remotes.json');
  expect(asked).not.toContain('/api/auth/refresh');
  expect(asked.filter((path) => path.startsWith('/api/employees/jobs/items/'))).toHaveLength(1);
});
