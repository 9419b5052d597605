export * from './enums';
export * from './types';
export * from './paths';
export * from './format';
export * from './schemas';
export * from './withdraw';
export * from './detail-rows';
export * from './public-job-page';
