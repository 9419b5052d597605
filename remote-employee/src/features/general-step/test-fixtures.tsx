import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { employeeProfileApi } from '@dutylink/api-client';
import { Sex, type EmployeeGeneral, type EmployeeGeneralResponse } from '@dutylink/contracts';
import { GeneralStepPage } from './general-step-page';

/** Tests only: the general step's fixtures. employeeProfileApi must be mocked by the test (general, saveGeneral, zipLookup). */

const STATES = [
  { id: 5, name: 'California', code: 'CA' },
  { id: 44, name: 'Texas', code: 'TX' },
];
const SPECIALIZATIONS = [
  { id: 1, name: 'Police officer' },
  { id: 2, name: 'Armed guard' },
  { id: 3, name: 'Unarmed guard' },
];

export const filled: EmployeeGeneral = {
  firstName: 'Sam',
  lastName: 'Ortiz',
  sex: Sex.Male,
  timeZone: 'America/Chicago',
  specializations: [2],
  address: { address1: '1 Main St', address2: '', city: 'Austin', idstate: 44, postalCode: '73301' },
  emergencyContacts: [{ name: 'Ana Ortiz', phone: '+15125550100' }],
};

export function response(item: EmployeeGeneral): EmployeeGeneralResponse {
  return { item, states: STATES, specializations: SPECIALIZATIONS, email: 'sam@example.com', phone: '+15125550199' };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export function renderPage(item: EmployeeGeneral, path = '/employee/general') {
  (employeeProfileApi.general as jest.Mock).mockResolvedValue(response(item));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/general" element={<GeneralStepPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

