/** The pages the server renders: the app shell, the SMS job page, landing and policies. */
export { web } from './plugin';
export { plainPage } from './plain-page';
