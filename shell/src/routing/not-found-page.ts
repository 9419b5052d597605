// A module of its own, so that the lazy import below is a chunk of its own (with MUI).
export { NotFoundPage as default } from '@dutylink/design-system';
