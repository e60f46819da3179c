export { VideoModal } from './VideoModal';
export type { VideoModalProps } from './VideoModal';
