export { Container } from './Container';
export type { ContainerProps } from './Container';
