export { CompanyGeneralPage } from './company-general-page';
