export { SearchPopup } from './SearchPopup';
export type { SearchPopupProps } from './SearchPopup';
export { FooterSearch } from './FooterSearch';
export type { FooterSearchProps } from './FooterSearch';
export { searchStrings, searchStringsFor } from './strings';
export type { SearchLanguage, SearchStrings } from './strings';
