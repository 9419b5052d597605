export * from './lists';
export * from './analytics';
export * from './sms';
export * from './promo';
export * from './paths';
export * from './texts';
