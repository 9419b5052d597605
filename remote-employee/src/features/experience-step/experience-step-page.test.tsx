import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { employeeProfileApi } from '@dutylink/api-client';
import { ANONYMOUS_USER, type EmployeeExperience } from '@dutylink/contracts';
import { ExperienceStepPage } from './experience-step-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employeeProfileApi: { experience: jest.fn(), saveExperience: jest.fn() },
  }),
);
const api = employeeProfileApi as jest.Mocked<typeof employeeProfileApi>;

const INDUSTRIES = [
  { id: 1, name: 'Retail' },
  { id: 2, name: 'Hospitality' },
  { id: 3, name: 'Construction' },
];
const TRAININGS = [
  { id: 7, name: 'CPR' },
  { id: 8, name: 'First aid' },
];

const empty: EmployeeExperience = {
  industryExperiences: INDUSTRIES.map((i) => ({ ...i, checked: false, years: null })),
  trainings: [],
  otherTraining: '',
};
const saved: EmployeeExperience = {
  industryExperiences: [
    { id: 1, name: 'Retail', checked: true, years: 4 },
    { id: 2, name: 'Hospitality', checked: false, years: null },
    { id: 3, name: 'Construction', checked: false, years: null },
  ],
  trainings: [8],
  otherTraining: 'Crowd control',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage(item: EmployeeExperience, path = '/employee/experience') {
  api.experience.mockResolvedValue({ item, industries: INDUSTRIES, trainings: TRAININGS });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/experience" element={<ExperienceStepPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const YEARS_MESSAGE = 'Select industry experiencies and set years';
const OTHER_TRAINING_MESSAGE = 'Tick a training or enter your other training';


beforeEach(() => {
  jest.clearAllMocks();
  api.saveExperience.mockResolvedValue({ ...ANONYMOUS_USER, id: 3 });
});

test('renders the saved experience', async () => {
  renderPage(saved);
  expect(await screen.findByRole('checkbox', { name: 'Retail' })).toBeChecked();
  expect(screen.getByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
  expect(screen.getByLabelText('Years in Retail')).toHaveValue(4);
  expect(screen.getByLabelText('Years in Hospitality')).toBeDisabled();
  expect(screen.getByRole('checkbox', { name: 'First aid' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'CPR' })).not.toBeChecked();
  expect(screen.getByLabelText(/Other training/)).toHaveValue('Crowd control');
});

test('an empty form shows the industry and other training messages', async () => {
  renderPage(empty);
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText(YEARS_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText(/Other training/)).toHaveAccessibleDescription(OTHER_TRAINING_MESSAGE);
  expect(screen.getByLabelText(/Other training/)).toBeRequired();
  expect(api.saveExperience).not.toHaveBeenCalled();
});

test('a ticked training is enough: Other training is then optional', async () => {
  renderPage(empty);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Retail' }));
  await userEvent.type(screen.getByLabelText('Years in Retail'), '2');
  await userEvent.click(screen.getByRole('checkbox', { name: 'CPR' }));
  expect(screen.getByLabelText(/Other training/)).not.toBeRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/payment'));
  expect(api.saveExperience).toHaveBeenCalledWith(expect.objectContaining({ trainings: [7], otherTraining: '' }));
});

test('a tick marks nothing before the years could be typed: the message comes with Next', async () => {
  renderPage(saved);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Hospitality' }));
  expect(screen.getByLabelText('Years in Hospitality')).toHaveAttribute('aria-invalid', 'false');
  expect(screen.queryByText(YEARS_MESSAGE)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(YEARS_MESSAGE)).toBeInTheDocument();
  expect(screen.getByLabelText('Years in Hospitality')).toHaveAttribute('aria-invalid', 'true');
});

test.each([[''], ['0'], ['51']])('a checked industry with years "%s" shows the years message', async (years) => {
  renderPage(saved);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Hospitality' }));
  if (years) await userEvent.type(screen.getByLabelText('Years in Hospitality'), years);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(YEARS_MESSAGE)).toBeInTheDocument();
  expect(api.saveExperience).not.toHaveBeenCalled();
});

test('saves the rows, trainings and other training, then goes to Payment', async () => {
  renderPage(empty);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Construction' }));
  await userEvent.type(screen.getByLabelText('Years in Construction'), '12');
  await userEvent.click(screen.getByRole('checkbox', { name: 'CPR' }));
  await userEvent.type(screen.getByLabelText(/Other training/), 'Taser');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/payment'));
  expect(api.saveExperience).toHaveBeenCalledWith({
    industryExperiences: [
      { id: 1, name: 'Retail', checked: false, years: null },
      { id: 2, name: 'Hospitality', checked: false, years: null },
      { id: 3, name: 'Construction', checked: true, years: 12 },
    ],
    trainings: [7],
    otherTraining: 'Taser',
  });
});

test('edit mode: Back on an unmodified form goes straight to the returnUrl', async () => {
  renderPage(saved, '/employee/experience?returnUrl=/employee/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/employee/profile');
});

test('create mode: Back goes to Notification settings', async () => {
  renderPage(saved);
  await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/employee/notifications');
});

test('edit mode: saving returns to the profile', async () => {
  renderPage(saved, '/employee/experience?returnUrl=/employee/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/profile'));
  expect(api.saveExperience).toHaveBeenCalledWith(saved);
});
