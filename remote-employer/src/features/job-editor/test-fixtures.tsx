import { render, screen } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { employerApi } from '@dutylink/api-client';
import { jobWeekDays, newJobEditorModel, OTHER_CATEGORY_ID, type JobEditableResponse, type JobEditorModel } from '@dutylink/contracts';
import { JobEditorPage } from './job-editor-page';

/** Tests only: the job editor's fixtures. employerApi must be mocked by the test (editable, saveJob). */

/** A day `offset` days from today, 'yyyy-MM-dd'. */
export const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

const LISTS = {
  categories: [
    { id: 1, name: 'Patrol', children: [{ id: 11, name: 'Mobile patrol', children: [] }] },
    { id: OTHER_CATEGORY_ID, name: 'Other', children: [] },
  ],
  locations: [{ id: 100, name: 'Texas', children: [{ id: 101, name: 'Austin', children: [] }, { id: 102, name: 'Dallas', children: [] }] }],
  states: [
    { id: 5, name: 'California', code: 'CA' },
    { id: 44, name: 'Texas', code: 'TX' },
  ],
  specializations: [
    { id: 1, name: 'Police officer' },
    { id: 2, name: 'Armed guard' },
  ],
};

/** A one-day job tomorrow with every required field of the three steps filled. */
export function filledModel(id: number): JobEditorModel {
  const model = newJobEditorModel(day(1));
  return {
    ...model,
    id,
    general: { ...model.general, title: 'Night patrol', specializations: [2], days: [...jobWeekDays(model.general)], categories: [1], subCategories: [11] },
    details: {
      ...model.details,
      locationName: 'Warehouse',
      address: { address1: '1 Main St', address2: '', city: 'Austin', idstate: 44, postalCode: '73301' },
      locationDescription: 'Gate 3',
      locationIDs: [101],
    },
  };
}

export function response(model: JobEditorModel, enabled = true, hired = 0): JobEditableResponse {
  return { ...model, ...LISTS, enabled, created: model.id === 0 ? null : '2026-01-01T00:00:00Z', hired, inviteFirst: null };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.hash}</p>;
}

/** The editor at `path` ('/employer/jobs/0#1'), reading `data`; where() tells the path and hash it is at. */
export function renderAt(path: string, data: JobEditableResponse) {
  (employerApi.editable as jest.Mock).mockResolvedValue(data);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/employer/jobs/:id"
          element={
            <>
              <JobEditorPage />
              <Where />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const where = () => screen.getByTestId('where').textContent;
