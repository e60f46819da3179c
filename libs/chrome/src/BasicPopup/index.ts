export { BasicPopup } from './BasicPopup';
export type { BasicPopupProps } from './BasicPopup';
