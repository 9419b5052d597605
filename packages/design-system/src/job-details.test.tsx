import { render, screen, within } from '@testing-library/react';
import { jobDetailRows } from '@dutylink/contracts';
import { makeJob } from '@dutylink/contracts/testing';
import { ThemeProvider } from '@mui/material';
import { JobDetails } from './job-details';
import { dutyLinkTheme } from './theme';

test('shows the title, company, actions, description and every detail row as a term and its value', () => {
  const job = makeJob();
  render(<JobDetails job={job} actions={<button>Apply</button>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Night patrol' })).toBeInTheDocument();
  expect(screen.getByText('Acme Security')).toBeInTheDocument();
  expect(screen.getByText('Patrol the warehouse lot.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  const details = within(screen.getByRole('article', { name: 'Night patrol' }));
  const terms = details.getAllByRole('term');
  expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual(jobDetailRows(job).map((row) => [row.label, row.value]));
  expect(screen.queryByText('Closed')).not.toBeInTheDocument();
});

test('a closed job under an h2', () => {
  render(<JobDetails titleComponent="h2" job={makeJob({ enabled: false })} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Night patrol' })).toBeInTheDocument();
  expect(screen.getByText('Closed')).toBeInTheDocument();
});

/** '#4a5568' as the browser writes a computed colour: 'rgb(74, 85, 104)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test("a detail row's term is in the theme's secondary text colour, its value in the primary one", () => {
  render(
    <ThemeProvider theme={dutyLinkTheme}>
      <JobDetails job={makeJob()} />
    </ThemeProvider>,
  );
  const term = within(screen.getByRole('article', { name: 'Night patrol' })).getAllByRole('term')[0]!;
  expect(getComputedStyle(term).color).toBe(rgb(dutyLinkTheme.palette.text.secondary));
  expect(getComputedStyle(term.nextElementSibling!).color).not.toBe(getComputedStyle(term).color);
});
