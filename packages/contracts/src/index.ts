export * from './roles';
export * from './steps';
export * from './routes';
export * from './constants';
export * from './phone';
export * from './user';
export * from './api';
export * from './schemas';
