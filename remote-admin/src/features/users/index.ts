export { EmployersPage, shownPromo } from './employers-page';
export { EmployeesPage, specializationsShort } from './employees-page';
