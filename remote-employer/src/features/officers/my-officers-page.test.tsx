import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dutylink/router';
import { rostersApi } from '@dutylink/api-client';
import type { RosterOfficer } from '@dutylink/contracts';
import { MyOfficersPage } from './my-officers-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    rostersApi: { officers: jest.fn(), favourite: jest.fn(), blockOfficer: jest.fn() },
  }),
);

const officer = (userId: number, name: string, patch: Partial<RosterOfficer> = {}): RosterOfficer => ({
  userId,
  name,
  favourite: false,
  blocked: false,
  record: { completedShifts: 3, noShows: 0, lateWithdrawals: 1, ratings: { average: 4.5, count: 2 } },
  lastShiftDay: '2026-11-28',
  ...patch,
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <MyOfficersPage />
    </MemoryRouter>,
  );

beforeEach(() => jest.clearAllMocks());

test('lists favourites and recent officers with their record and last shift; Favourite toggles (issue 36)', async () => {
  (rostersApi.officers as jest.Mock).mockResolvedValue({ officers: [officer(7, 'Marcus Reed', { favourite: true }), officer(8, 'Ana Diaz', { lastShiftDay: null })], blocked: [] });
  (rostersApi.favourite as jest.Mock).mockResolvedValue({ favourite: false, blocked: false });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'My officers' })).toBeInTheDocument();
  const rows = within(await screen.findByRole('list', { name: 'My officers' })).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Marcus Reed');
  expect(rows[0]).toHaveTextContent('3 shifts completed');
  expect(rows[0]).toHaveTextContent('Last shift Sat, 28 Nov');
  expect(rows[1]).toHaveTextContent('No shift yet');
  const marcus = within(rows[0]).getByRole('button', { name: 'Favorite: Marcus Reed' });
  expect(marcus).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(marcus);
  expect(rostersApi.favourite).toHaveBeenCalledWith(7, false);
  expect(screen.queryByRole('heading', { name: 'Blocked officers' })).not.toBeInTheDocument();
});

test('a star toggled leaves its row where it is, though the list reads favourites first', async () => {
  const ana = officer(8, 'Ana Diaz');
  const marcus = officer(7, 'Marcus Reed');
  (rostersApi.officers as jest.Mock).mockResolvedValueOnce({ officers: [marcus, ana], blocked: [] }).mockResolvedValue({ officers: [{ ...ana, favourite: true }, marcus], blocked: [] });
  (rostersApi.favourite as jest.Mock).mockResolvedValue({ favourite: true, blocked: false });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Favorite: Ana Diaz' }));
  await waitFor(() => expect(rostersApi.officers).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite: Ana Diaz' })).toHaveAttribute('aria-pressed', 'true'));
  const rows = within(screen.getByRole('list', { name: 'My officers' })).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getAllByText(/^(Marcus Reed|Ana Diaz)$/)[0]!.textContent)).toEqual(['Marcus Reed', 'Ana Diaz']);
});

test('Block asks first and says what it does; Cancel changes nothing; the blocked are listed apart with Unblock', async () => {
  (rostersApi.officers as jest.Mock).mockResolvedValue({ officers: [officer(8, 'Ana Diaz')], blocked: [officer(9, 'Lee Park', { blocked: true })] });
  (rostersApi.blockOfficer as jest.Mock).mockResolvedValue({ favourite: false, blocked: false });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Block Ana Diaz' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block Ana Diaz?' });
  expect(dialog).toHaveTextContent(/will no longer see your jobs, get alerts or shift offers from you, or apply to your jobs\./);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(rostersApi.blockOfficer).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  const blocked = screen.getByRole('list', { name: 'Blocked officers' });
  expect(within(blocked).queryByRole('button', { name: /Favorite/ })).not.toBeInTheDocument();
  await userEvent.click(within(blocked).getByRole('button', { name: 'Unblock Lee Park' }));
  expect(rostersApi.blockOfficer).toHaveBeenCalledWith(9, false);
});

test('says what the page is for when nobody is on it yet', async () => {
  (rostersApi.officers as jest.Mock).mockResolvedValue({ officers: [], blocked: [] });
  renderPage();
  expect(await screen.findByText(/Officers you hire appear here, with their record/)).toBeInTheDocument();
});
