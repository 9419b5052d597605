import { render, screen, within } from '@testing-library/react';
import { Dress, Equipment, JobPeriodType, RateType, Shift } from '@dutylink/contracts';
import { JobDetails, jobCityState, jobShiftLabel } from './job-details';
import { makeJob } from '@dutylink/contracts/testing';

function detail(label: string) {
  const list = screen.getAllByRole('term');
  const term = list.find((t) => t.textContent === label);
  if (!term) throw new Error(`no ${label}`);
  return term.nextElementSibling?.textContent;
}

test('shows the title, company, description and the details', () => {
  render(<JobDetails job={makeJob()} actions={<button>Apply</button>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Night patrol' })).toBeInTheDocument();
  expect(screen.getByText('Acme Security')).toBeInTheDocument();
  expect(screen.getByText('Patrol the warehouse lot.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  expect(detail('Dates')).toBe('5 Mar - 7 Mar 2026');
  expect(detail('Days')).toBe('Mon, Wed');
  expect(detail('Shift')).toBe('PM (1500-2300)');
  expect(detail('Location')).toBe('North warehouse\n100 Main St, Austin, TX 78701');
  expect(detail('Rate')).toBe('$25.00/hr');
  expect(detail('Officers needed')).toBe('2');
  expect(detail('Uniform')).toBe('Uniform');
  expect(detail('Armed')).toBe('Armed exposed');
  expect(detail('Equipment')).toBe('Yes: Radio');
  expect(detail('Specializations')).toBe('Off-duty police officer');
  expect(detail('Categories')).toBe('Retail, Loss prevention');
  expect(detail('Travel expenses')).toBe('Hotel');
  expect(screen.queryByText('Closed')).not.toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Night patrol' })).getByText('Offered in')).toBeInTheDocument();
});

test('varied shifts, other uniform, daily rate, no equipment and a closed job', () => {
  render(
    <JobDetails
      titleComponent="h2"
      job={makeJob({
        shift: Shift.Other,
        variedShifts: [
          { from: '08:00', to: '12:00' },
          { from: '14:00', to: '18:00' },
        ],
        uniformType: Dress.Other,
        uniformOther: 'Polo shirt',
        salaryType: RateType.Daily,
        salaryValue: 1200,
        equipment: Equipment.No,
        periodType: JobPeriodType.OneDay,
        to: null,
        enabled: false,
        jobLocationsAll: true,
      })}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Night patrol' })).toBeInTheDocument();
  expect(detail('Shift')).toBe('Varied (08:00-12:00, 14:00-18:00)');
  expect(detail('Uniform')).toBe('Polo shirt');
  expect(detail('Rate')).toBe('$1,200.00/day');
  expect(detail('Equipment')).toBe('No');
  expect(detail('Dates')).toBe('5 Mar 2026');
  expect(detail('Offered in')).toBe('All locations');
  expect(screen.getByText('Closed')).toBeInTheDocument();
});

test('helpers', () => {
  expect(jobShiftLabel({ shift: Shift.Other, variedShifts: [] })).toBe('Varied');
  expect(jobShiftLabel({ shift: Shift.AM, variedShifts: [] })).toBe('AM (0700-1500)');
  expect(jobCityState({ city: 'Austin', stateCode: 'TX' })).toBe('Austin, TX');
  expect(jobCityState(null)).toBe('');
});
