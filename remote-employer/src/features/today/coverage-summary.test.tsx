import { render, screen, within } from '@testing-library/react';
import type { CompanyCoverage } from '@dutylink/contracts';
import { CoverageSummary } from './coverage-summary';

const coverage = (patch: Partial<CompanyCoverage> = {}): CompanyCoverage => ({ planned: 20, covered: 18, open: 2, medianFillMinutes: 42, lostRecently: 5, ...patch });

const region = () => within(screen.getByRole('region', { name: 'Coverage this week' }));

it('says how many shifts are covered this week, how many are open and the median time to fill', () => {
  render(<CoverageSummary coverage={coverage()} />);
  expect(region().getByText('Coverage this week: 18 of 20 shifts covered (90%)')).toBeInTheDocument();
  expect(region().getByText('2 shifts open')).toBeInTheDocument();
  expect(region().getByText('Median time to fill: 42 min')).toBeInTheDocument();
  // The bar repeats the text for the eye only.
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(document.querySelector('.MuiLinearProgress-root')).toHaveAttribute('aria-valuenow', '90');
});

it('says No shift lost yet, with no open line, when every shift kept its officer', () => {
  render(<CoverageSummary coverage={coverage({ covered: 20, open: 0, medianFillMinutes: null, lostRecently: 0 })} />);
  expect(region().getByText('Coverage this week: 20 of 20 shifts covered (100%)')).toBeInTheDocument();
  expect(region().queryByText(/open$/)).not.toBeInTheDocument();
  expect(region().getByText('No shift lost yet')).toBeInTheDocument();
});

it('has no bar when nothing is planned this week', () => {
  render(<CoverageSummary coverage={coverage({ planned: 0, covered: 0, open: 0, medianFillMinutes: null, lostRecently: 0 })} />);
  expect(region().getByText('Coverage this week: no shifts planned')).toBeInTheDocument();
  expect(document.querySelector('.MuiLinearProgress-root')).toBeNull();
});
