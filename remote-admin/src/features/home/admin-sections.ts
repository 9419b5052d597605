/** Spec section 2, admin area: the menu items and what each oversees. */
export const ADMIN_SECTIONS = [
  { name: 'Analytics', summary: 'Totals of employers, employees and jobs with their weekly change; job placement and jobs posted charts.' },
  { name: 'Employers', summary: 'Search, view, text, block or unblock and delete employers; see their job posts.' },
  { name: 'Employees', summary: 'Search, view, text, block or unblock and delete employees; see their hirings and applications.' },
  { name: 'Jobs', summary: 'Every job post with its applicants; close or delete a job.' },
  { name: 'Promo', summary: 'Create, list and delete promotional codes.' },
] as const;
