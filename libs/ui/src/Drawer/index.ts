export { Drawer } from './Drawer';
export type { DrawerProps, DrawerSide } from './Drawer';
