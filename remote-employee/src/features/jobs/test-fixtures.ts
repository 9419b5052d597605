import type { EmployeeJobsResponse, Job } from '@dutylink/contracts';
import { makeJob } from '@dutylink/contracts/testing';

export { makeJob };

export function jobsPage(items: Job[], overrides: Partial<EmployeeJobsResponse> = {}): EmployeeJobsResponse {
  return { items, total: items.length, all: items.length, hired: 0, applied: 0, moreThanAll: false, distanceFrom: '75201', ...overrides };
}

export const manyJobs = (count: number, firstId = 1) =>
  Array.from({ length: count }, (_, index) => makeJob({ id: firstId + index, title: `Job ${firstId + index}` }));
