import type { Localized } from '../shared/strings';

export interface StockCarouselStrings {
  label: string;
  loading: string;
  error: string;
  tryAgain: string;
}

export const stockCarouselStrings: Localized<StockCarouselStrings> = {
  he: { label: 'רכבים במלאי', loading: 'טוען רכבים…', error: 'משהו השתבש, אנא נסו שוב.', tryAgain: 'נסו שוב' },
  en: { label: 'Vehicles in stock', loading: 'Loading vehicles…', error: 'Something went wrong, please try again.', tryAgain: 'Try again' },
  ar: { label: 'سيارات متوفرة', loading: 'جارٍ تحميل السيارات…', error: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.', tryAgain: 'حاول مجددًا' },
  ru: { label: 'Автомобили в наличии', loading: 'Загрузка автомобилей…', error: 'Что-то пошло не так, попробуйте ещё раз.', tryAgain: 'Попробовать ещё раз' },
};
