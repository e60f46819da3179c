export { FieldError } from './FieldError';
export type { FieldErrorMessage, FieldErrorProps } from './FieldError';
