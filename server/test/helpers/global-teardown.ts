export { teardown as default } from './database-template';
