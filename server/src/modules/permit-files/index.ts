/** Photos and PDFs of officers' permits. */
export { permitFileRoutes } from './routes';
export { permitFilesAfterSave, permitFilesOf } from './files';
