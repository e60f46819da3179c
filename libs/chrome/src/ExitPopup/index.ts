export { ExitPopup } from './ExitPopup';
export type { ExitPopupProps } from './ExitPopup';
