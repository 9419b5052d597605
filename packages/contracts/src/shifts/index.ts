export * from './types';
export * from './paths';
export * from './rules';
export * from './schemas';
export * from './format';
export * from './confirmations';
export * from './call-offs';
export * from './offers';
