export { MyOfficersPage } from './my-officers-page';
