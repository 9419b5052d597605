import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shiftsApi, useToasts } from '@dutylink/api-client';
import { OPEN_SHIFTS_ANCHOR, RateType, type OpenShiftOffer } from '@dutylink/contracts';
import { OPEN_OFFERS_TITLE, OpenOffers, TAKE_BUTTON, takenToast } from './open-offers';
import { makeOfficerShift } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { offers: jest.fn(), take: jest.fn() },
  }),
);
const api = shiftsApi as unknown as Record<'offers' | 'take', jest.Mock>;

/** The fixture's lost shift on Wed, 2 Dec, 7:00 AM to 3:00 PM CST, offered at $28.50 an hour. */
const OFFER: OpenShiftOffer = {
  id: 41,
  jobId: 7,
  title: 'Bank lobby',
  startsAt: '2026-12-02T13:00:00.000Z',
  endsAt: '2026-12-02T21:00:00.000Z',
  timeZone: 'America/Chicago',
  company: 'Lone Star Protective Services',
  place: 'Arena, 2500 Victory Ave, Dallas',
  rate: 28.5,
  rateType: RateType.Hourly,
};

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
});

test('lists the open shifts offered to the officer where the offer’s push leads, and takes one with the button', async () => {
  api.offers.mockResolvedValueOnce({ offers: [OFFER] }).mockResolvedValue({ offers: [] });
  api.take.mockResolvedValue(makeOfficerShift({ id: 90, covering: true }));
  const { container } = render(<OpenOffers />);
  const section = await screen.findByRole('region', { name: OPEN_OFFERS_TITLE });
  expect(container.querySelector(`#${OPEN_SHIFTS_ANCHOR}`)).toBe(section);
  const card = within(section).getByRole('article', { name: 'Bank lobby' });
  for (const text of ['Lone Star Protective Services', 'Arena, 2500 Victory Ave, Dallas', 'Pay $28.50/hr']) expect(within(card).getByText(text)).toBeInTheDocument();
  expect(within(card).getByText(/Wed, 2 Dec/)).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: TAKE_BUTTON }));
  expect(api.take).toHaveBeenCalledWith(41);
  expect(useToasts.getState().toasts.map((t) => t.message)).toEqual([takenToast(OFFER)]);
  // Taken: the offers are read again, and this one is no longer open.
  await waitFor(() => expect(screen.queryByRole('region', { name: OPEN_OFFERS_TITLE })).not.toBeInTheDocument());
});

test('a take the server refuses (taken by another officer first) leaves the card and its button; the error toast says why', async () => {
  api.offers.mockResolvedValue({ offers: [OFFER] });
  api.take.mockResolvedValue(undefined);
  render(<OpenOffers />);
  await userEvent.click(await screen.findByRole('button', { name: TAKE_BUTTON }));
  expect(screen.getByRole('button', { name: TAKE_BUTTON })).toBeEnabled();
  expect(useToasts.getState().toasts).toEqual([]);
});

test('shows nothing while no shift is offered', async () => {
  api.offers.mockResolvedValue({ offers: [] });
  const { container } = render(<OpenOffers />);
  await waitFor(() => expect(api.offers).toHaveBeenCalled());
  expect(container).toBeEmptyDOMElement();
});
