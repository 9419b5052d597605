export { EmployersPage } from './employers-page';
export { EmployeesPage, specializationsShort } from './employees-page';
