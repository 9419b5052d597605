export * from './types';
export * from './paths';
export * from './schemas';
export * from './quiet-hours';
