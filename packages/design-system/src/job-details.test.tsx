import { render, screen, within } from '@testing-library/react';
import { jobDetailRows } from '@dutylink/contracts';
import { makeJob } from '@dutylink/contracts/testing';
import { JobDetails } from './job-details';

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
