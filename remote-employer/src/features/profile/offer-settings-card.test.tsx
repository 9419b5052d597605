import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employerApi } from '@dutylink/api-client';
import { DEFAULT_OFFER_SETTINGS, type EmployerNoticeSettings } from '@dutylink/contracts';
import { OfferSettingsCard } from './offer-settings-card';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { notices: jest.fn(), saveNotices: jest.fn() },
  }),
);

let stored: EmployerNoticeSettings;
beforeEach(() => {
  jest.clearAllMocks();
  stored = { applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS };
  (employerApi.notices as jest.Mock).mockImplementation(async () => stored);
  (employerApi.saveNotices as jest.Mock).mockImplementation(async (settings: EmployerNoticeSettings) => (stored = settings));
});

test('shows the company\'s offer settings and what an offer will do, and saves each choice with the other notification settings', async () => {
  render(<OfferSettingsCard />);
  expect(await screen.findByText("Your favorites first, then the job's applicants, then officers whose alerts match: 5 at a time, every 15 minutes. The first to reply YES gets it.")).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'In waves' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Offer lost shifts automatically' })).not.toBeChecked();

  await userEvent.click(screen.getByRole('combobox', { name: 'Officers per wave' }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '10' }));
  await waitFor(() => expect(employerApi.saveNotices).toHaveBeenLastCalledWith({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS, offerWaveSize: 10 }));

  await userEvent.click(screen.getByRole('switch', { name: 'Offer lost shifts automatically' }));
  await waitFor(() => expect(employerApi.saveNotices).toHaveBeenLastCalledWith(expect.objectContaining({ autoOffer: true, offerWaveSize: 10 })));

  // To everyone at once: no wave size or wait to choose.
  await userEvent.click(screen.getByRole('radio', { name: 'To everyone at once' }));
  await waitFor(() => expect(screen.getByText(/all texted at once/)).toBeInTheDocument());
  expect(screen.queryByRole('combobox', { name: 'Officers per wave' })).not.toBeInTheDocument();
  expect(stored).toMatchObject({ offerMode: 'all', autoOffer: true });
});
