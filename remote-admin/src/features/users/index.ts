export { EmployersPage } from './employers-page';
export { EmployeesPage } from './employees-page';
