export { JobEditorPage } from './job-editor-page';
