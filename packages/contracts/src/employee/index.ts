export * from './validation';
export * from './time-zones';
export * from './general';
export * from './permits';
export * from './notifications';
export * from './experience';
export * from './profile';
export * from './paths';
