import { screen } from '@testing-library/react';
import { publicApi } from '@dutylink/api-client';
import { renderApp } from '../../test-utils/render-app';

jest.mock('@dutylink/api-client', () => jest.requireActual('../../test-utils/mock-api').mockApiClient());

const config = jest.mocked(publicApi.config);

beforeEach(() => config.mockResolvedValue({ termsUrl: '/policies/terms.html', privacyUrl: '/policies/privacy.html' }));

test.each([
  ['/terms', 'Terms', 'Terms document', '/policies/terms.html'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy document', '/policies/privacy.html'],
])('%s frames the hosted document and links back to sign-up', async (path, heading, frameTitle, src) => {
  renderApp(path);
  expect(await screen.findByTitle(frameTitle)).toHaveAttribute('src', src);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/auth/signUp');
});

test('without the configuration the page says so and still links back', async () => {
  config.mockResolvedValue(undefined);
  renderApp('/terms');
  expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
});

test('the Back link returns to the sign-up the visitor came from, never elsewhere', async () => {
  const { user } = renderApp('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
  await user.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
  expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
});
