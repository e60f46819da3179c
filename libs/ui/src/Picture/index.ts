export { Picture } from './Picture';
export type { PictureFormat, PicturePriority, PictureProps } from './Picture';
