export * from './general';
export * from './job-validation';
export * from './jobs';
export * from './paths';
export * from './notices';
export * from './job-editor-refusals';
