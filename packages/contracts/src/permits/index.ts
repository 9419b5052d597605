export * from './required-permits';
