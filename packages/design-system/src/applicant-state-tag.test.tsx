import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicantState } from '@dutylink/contracts';
import { ApplicantStateTag } from './applicant-state-tag';

it('labels New as Applied and Accepted as Hired', () => {
  render(
    <>
      <ApplicantStateTag state={ApplicantState.New} />
      <ApplicantStateTag state={ApplicantState.Accepted} />
    </>,
  );
  expect(screen.getByText('Applied')).toBeInTheDocument();
  expect(screen.getByText('Hired')).toBeInTheDocument();
});

it('labels Rejected as Hire cancelled with the reason as a tooltip', async () => {
  const user = userEvent.setup();
  render(<ApplicantStateTag state={ApplicantState.Rejected} reason="Contract Issue" />);
  await user.hover(screen.getByText('Hire cancelled'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Contract Issue');
});
