export { Dialog, DialogTrigger } from './Dialog';
export type { DialogProps, DialogSize, DialogTriggerProps } from './Dialog';
