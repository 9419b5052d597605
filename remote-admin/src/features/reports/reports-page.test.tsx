import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { reportsApi } from '@dutylink/api-client';
import { ReportKind, ReportOutcome, ReportTab, type AdminReport } from '@dutylink/contracts';
import { ReportsPage } from './reports-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    reportsApi: { list: jest.fn(), counts: jest.fn(), message: jest.fn(), block: jest.fn(), dismiss: jest.fn() },
  }),
);

const api = reportsApi as unknown as Record<'list' | 'counts' | 'message' | 'block' | 'dismiss', jest.Mock>;

const report = (id: number, patch: Partial<AdminReport> = {}): AdminReport => ({
  id,
  created: '2026-11-29T18:30:00Z',
  kind: ReportKind.HiredThenCancelled,
  details: 'Hired me for Friday, cancelled the next day.',
  officer: { id: 3, name: 'Eli Employee' },
  employer: { id: 9, company: 'Metro Event Staffing', blocked: false },
  job: { id: 40, title: 'Stadium Gate Staff' },
  employerRecord: { hires: 4, cancelled: 3, ratings: { average: null, count: 0 } },
  outcome: null,
  note: '',
  closed: null,
  ...patch,
});

function renderTab(tab: ReportTab) {
  render(
    <MemoryRouter initialEntries={[tab === ReportTab.Open ? '/admin/reports' : '/admin/reports/closed']}>
      <Routes>
        <Route path="/admin/reports/*" element={<ReportsPage tab={tab} />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  api.counts.mockResolvedValue({ open: 1, closed: 4 });
  api.list.mockResolvedValue({ reports: [report(1)] });
});

test('each open report shows who, the employer and job, what happened, and beside it the cancel rate', async () => {
  renderTab(ReportTab.Open);
  const card = await screen.findByRole('article', { name: 'Metro Event Staffing' });
  expect(card).toHaveTextContent('Job: Stadium Gate Staff');
  expect(card).toHaveTextContent('What happened: Hired, then cancelled');
  expect(card).toHaveTextContent(/Reported by: Eli Employee on 29 Nov 2026/);
  expect(card).toHaveTextContent('Hired me for Friday, cancelled the next day.');
  expect(within(card).getByRole('note', { name: "Employer's cancel rate" })).toHaveTextContent('3 of 4 hires cancelled (75%) in the last 90 days');
  expect(card).toHaveTextContent('Officers see: Last 90 days: 4 hires · 75% cancelled by the employer · No ratings yet');
  expect(api.list).toHaveBeenCalledWith('open');
  expect(await screen.findByRole('tab', { name: 'Open (1)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Closed (4)' })).toHaveAttribute('href', '/admin/reports/closed');
});

test('Dismiss takes an optional note; Block asks first; Message employer sends the text through the report', async () => {
  api.dismiss.mockResolvedValue(report(1, { outcome: ReportOutcome.Dismissed }));
  api.block.mockResolvedValue(report(1, { outcome: ReportOutcome.Blocked }));
  api.message.mockResolvedValue(report(1, { outcome: ReportOutcome.Messaged }));
  renderTab(ReportTab.Open);
  const card = await screen.findByRole('article', { name: 'Metro Event Staffing' });

  fireEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
  const dismiss = screen.getByRole('dialog', { name: 'Dismiss this report?' });
  // Issue 36: the officer hears of it, not of the note.
  expect(within(dismiss).getByText('The officer who reported is told by text what was done. Your note is not sent.')).toBeInTheDocument();
  fireEvent.change(within(dismiss).getByRole('textbox', { name: 'Note (optional)' }), { target: { value: ' A week of notice. ' } });
  fireEvent.click(within(dismiss).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(api.dismiss).toHaveBeenCalledWith(1, 'A week of notice.'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(within(card).getByRole('button', { name: 'Block employer' }));
  const block = screen.getByRole('dialog', { name: 'Block Metro Event Staffing?' });
  fireEvent.click(within(block).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(api.block).toHaveBeenCalledWith(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fireEvent.click(within(card).getByRole('button', { name: 'Message employer' }));
  const message = screen.getByRole('dialog', { name: 'Send SMS to Metro Event Staffing' });
  fireEvent.change(within(message).getByRole('textbox', { name: 'Message' }), { target: { value: 'Please tell us why the hires were cancelled.' } });
  fireEvent.click(within(message).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(api.message).toHaveBeenCalledWith(1, 'Please tell us why the hires were cancelled.'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a closed report says how and when it was closed, with the note, and offers no action', async () => {
  api.list.mockResolvedValue({ reports: [report(2, { outcome: ReportOutcome.Dismissed, note: 'A week of notice.', closed: '2026-11-30T16:00:00Z', employer: { id: 9, company: 'Metro Event Staffing', blocked: true } })] });
  renderTab(ReportTab.Closed);
  const card = await screen.findByRole('article', { name: 'Metro Event Staffing' });
  expect(card).toHaveTextContent(/Dismissed on 30 Nov 2026.*: A week of notice\./);
  expect(within(card).getByText('Blocked')).toBeInTheDocument();
  expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  expect(api.list).toHaveBeenCalledWith('closed');
});

test('an empty queue says so', async () => {
  api.list.mockResolvedValue({ reports: [] });
  renderTab(ReportTab.Open);
  expect(await screen.findByText('No open reports')).toBeInTheDocument();
});
