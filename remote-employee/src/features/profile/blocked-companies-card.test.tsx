import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rostersApi } from '@dutylink/api-client';
import { BlockedCompaniesCard, NO_BLOCKED_COMPANIES } from './blocked-companies-card';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    rostersApi: { blockedCompanies: jest.fn(), blockCompany: jest.fn() },
  }),
);

beforeEach(() => jest.clearAllMocks());

test('lists the blocked companies, each with Unblock (issue 36)', async () => {
  (rostersApi.blockedCompanies as jest.Mock).mockResolvedValue({ companies: [{ employerId: 41, company: 'Acme Security' }] });
  (rostersApi.blockCompany as jest.Mock).mockResolvedValue({ blocked: false });
  render(<BlockedCompaniesCard />);
  const card = await screen.findByRole('region', { name: 'Blocked companies' });
  const list = await within(card).findByRole('list', { name: 'Blocked companies' });
  expect(list).toHaveTextContent('Acme Security');
  await userEvent.click(within(list).getByRole('button', { name: 'Unblock Acme Security' }));
  expect(rostersApi.blockCompany).toHaveBeenCalledWith(41, false);
});

test('says how to block one when there are none', async () => {
  (rostersApi.blockedCompanies as jest.Mock).mockResolvedValue({ companies: [] });
  render(<BlockedCompaniesCard />);
  expect(await screen.findByText(NO_BLOCKED_COMPANIES)).toBeInTheDocument();
});
