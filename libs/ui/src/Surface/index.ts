export { Surface, surfaceSpacings, surfaceVariants } from './Surface';
export type { SurfaceProps, SurfaceSpacing, SurfaceVariant } from './Surface';
