export { setup as default } from './database-template';
