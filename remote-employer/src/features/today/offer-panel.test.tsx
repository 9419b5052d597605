import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employerApi, shiftsApi } from '@dutylink/api-client';
import { DEFAULT_OFFER_SETTINGS, LostReason, ShiftConfirmation, ShiftStatus, type ShiftOffer, type StaffedShift } from '@dutylink/contracts';
import { NOBODY_TO_ASK, OfferPanel, offerProgress, ReleaseAndOffer, releaseQuestion } from './offer-panel';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { offer: jest.fn(), stopOffer: jest.fn(), release: jest.fn() },
    employerApi: { notices: jest.fn() },
  }),
);

/** Called off, tomorrow 7:00 AM to 3:00 PM CST. */
const lost = (patch: Partial<StaffedShift> = {}): StaffedShift => ({
  id: 9,
  jobId: 5,
  title: 'Night patrol',
  startsAt: '2026-11-28T13:00:00Z',
  endsAt: '2026-11-28T21:00:00Z',
  timeZone: 'America/Chicago',
  officer: { id: 209, name: 'Officer 9', phone: '+15125550123' },
  status: ShiftStatus.NotCheckedIn,
  checkedInAt: null,
  checkInDistance: null,
  checkedOutAt: null,
  checkOutDistance: null,
  checkInReceivedAt: null,
  checkOutReceivedAt: null,
  confirmation: ShiftConfirmation.Awaiting,
  calledOff: { at: '2026-11-27T13:30:00Z', reason: 'Sick or injured', late: true },
  lost: LostReason.CalledOff,
  offer: null,
  coveredBy: null,
  covering: false,
  ...patch,
});
const offer = (patch: Partial<ShiftOffer> = {}): ShiftOffer => ({ startedAt: '2026-11-27T20:00:00Z', asked: 10, nextWaveAt: '2026-11-27T21:15:00Z', filledAt: null, stoppedAt: null, automatic: false, ...patch });

beforeEach(() => {
  jest.clearAllMocks();
  (employerApi.notices as jest.Mock).mockResolvedValue({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS });
});

test('says how far the offer got, in the job\'s zone, or who covers the shift', () => {
  expect(offerProgress(lost())).toBeNull();
  expect(offerProgress(lost({ offer: offer() }))).toBe('Offered to 10 officers · next wave at 3:15 PM CST');
  expect(offerProgress(lost({ offer: offer({ asked: 1, nextWaveAt: null }) }))).toBe('Offered to 1 officer · waiting for a YES');
  expect(offerProgress(lost({ offer: offer({ asked: 0, nextWaveAt: null }) }))).toBe(NOBODY_TO_ASK);
  expect(offerProgress(lost({ offer: offer({ stoppedAt: '2026-11-27T20:30:00Z' }) }))).toBe('Offered to 10 officers · Offers stopped');
  expect(offerProgress(lost({ offer: offer({ filledAt: '2026-11-27T20:10:00Z' }), coveredBy: { id: 3, name: 'Ana Ruiz', lost: false } }))).toBe('Covered by Ana Ruiz');
  expect(offerProgress(lost({ offer: offer({ filledAt: '2026-11-27T20:10:00Z' }), coveredBy: { id: 3, name: 'Ana Ruiz', lost: true } }))).toBe('Ana Ruiz took it, then lost it too: offer their shift');
});

test('offers a lost shift, saying first what will happen, and stops an offer out', async () => {
  const { rerender } = render(<OfferPanel shift={lost()} />);
  expect(await screen.findByText("Your favorites first, then the job's applicants, then officers whose alerts match: 5 at a time, every 15 minutes. The first to reply YES gets it.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Offer shift' }));
  await waitFor(() => expect(shiftsApi.offer).toHaveBeenCalledWith(9));
  rerender(<OfferPanel shift={lost({ offer: offer() })} />);
  expect(screen.getByText('Offered to 10 officers · next wave at 3:15 PM CST')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Offer shift' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Stop offers' }));
  await waitFor(() => expect(shiftsApi.stopOffer).toHaveBeenCalledWith(9));
  rerender(<OfferPanel shift={lost({ offer: offer({ filledAt: '2026-11-27T20:10:00Z' }), coveredBy: { id: 3, name: 'Ana Ruiz', lost: false } })} />);
  expect(screen.getByText('Covered by Ana Ruiz')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('Release and offer asks first, then releases the unconfirmed officer and offers the shift unless it is offered already', async () => {
  const unconfirmed = lost({ calledOff: null, lost: null, confirmation: ShiftConfirmation.Unconfirmed });
  (shiftsApi.release as jest.Mock).mockResolvedValueOnce(lost({ calledOff: null, lost: LostReason.Released }));
  render(<ReleaseAndOffer shift={unconfirmed} disabled={false} />);
  // Asked first; Cancel changes nothing.
  await userEvent.click(screen.getByRole('button', { name: 'Release and offer' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(releaseQuestion(unconfirmed))).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(shiftsApi.release).not.toHaveBeenCalled();
  const release = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Release and offer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release and offer' }));
  };
  await release();
  await waitFor(() => expect(shiftsApi.offer).toHaveBeenCalledWith(9));
  expect(shiftsApi.release).toHaveBeenCalledTimes(1);
  expect(shiftsApi.release).toHaveBeenCalledWith(9);
  // With the company's automatic offers, releasing offered it already.
  (shiftsApi.release as jest.Mock).mockResolvedValueOnce(lost({ calledOff: null, lost: LostReason.Released, offer: offer({ automatic: true }) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await release();
  await waitFor(() => expect(shiftsApi.release).toHaveBeenCalledTimes(2));
  expect(shiftsApi.offer).toHaveBeenCalledTimes(1);
});
