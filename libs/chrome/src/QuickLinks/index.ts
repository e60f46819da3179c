export { QuickLinks } from './QuickLinks';
export type { QuickLinksProps } from './QuickLinks';
