import type { Localized } from '../shared/strings';

export interface LocationMapStrings {
  /** The map region's name. */
  map: string;
  /** The link that opens the location in a full map (the fallback before and without the map). */
  openMap: string;
  /** The pin's name when the content has no text. */
  location: string;
  zoomIn: string;
  zoomOut: string;
  newWindow: string;
}

export const locationMapStrings: Localized<LocationMapStrings> = {
  he: {
    map: 'מפה',
    openMap: 'פתיחת המיקום במפה',
    location: 'המיקום שלנו',
    zoomIn: 'הגדלת התצוגה',
    zoomOut: 'הקטנת התצוגה',
    newWindow: '(נפתח בחלון חדש)',
  },
  en: {
    map: 'Map',
    openMap: 'Open the location in a map',
    location: 'Our location',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    newWindow: '(opens in a new window)',
  },
  ar: {
    map: 'خريطة',
    openMap: 'فتح الموقع على الخريطة',
    location: 'موقعنا',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    newWindow: '(يفتح في نافذة جديدة)',
  },
  ru: {
    map: 'Карта',
    openMap: 'Открыть место на карте',
    location: 'Мы здесь',
    zoomIn: 'Приблизить',
    zoomOut: 'Отдалить',
    newWindow: '(откроется в новом окне)',
  },
};
