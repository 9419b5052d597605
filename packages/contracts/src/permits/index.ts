export * from './required-permits';
export * from './expiry';
