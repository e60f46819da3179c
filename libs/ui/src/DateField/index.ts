export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export type { DateValue } from 'react-aria-components';
