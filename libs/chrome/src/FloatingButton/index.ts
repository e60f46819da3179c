export { FloatingButton } from './FloatingButton';
export type { FloatingButtonProps } from './FloatingButton';
