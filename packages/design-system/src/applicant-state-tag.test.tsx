import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicantState } from '@dutylink/contracts';
import { ApplicantStateTag } from './applicant-state-tag';

it('labels New as Applied and Accepted as Hired', () => {
  render(
    <>
      <ApplicantStateTag state={ApplicantState.New} wasHired={false} />
      <ApplicantStateTag state={ApplicantState.Accepted} wasHired />
    </>,
  );
  expect(screen.getByText('Applied')).toBeInTheDocument();
  expect(screen.getByText('Hired')).toBeInTheDocument();
});

it('labels a cancelled hire Hire cancelled with the reason as a tooltip', async () => {
  const user = userEvent.setup();
  render(<ApplicantStateTag state={ApplicantState.Rejected} wasHired reason="Contract Issue" />);
  await user.hover(screen.getByText('Hire cancelled'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Contract Issue');
});

it('labels an applicant turned down before any hire Not selected, not Hire cancelled (issue 17)', async () => {
  const user = userEvent.setup();
  render(<ApplicantStateTag state={ApplicantState.Rejected} wasHired={false} reason="Manpower issues" />);
  expect(screen.queryByText('Hire cancelled')).not.toBeInTheDocument();
  await user.hover(screen.getByText('Not selected'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Manpower issues');
});
