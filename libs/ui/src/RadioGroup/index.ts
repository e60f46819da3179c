export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioProps } from './RadioGroup';
