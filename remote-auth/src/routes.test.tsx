import { screen } from '@testing-library/react';
import { renderApp } from './test-utils/render-app';

test.each(['/nope', '/auth/unknown', '/404'])("%s is 'Page not found' with a link home", async (path) => {
  renderApp(path);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
