import type { Localized } from '../strings';

export interface CarouselStrings {
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  goTo: (n: number) => string;
  position: (current: number, total: number) => string;
}

export const carouselStrings: Localized<CarouselStrings> = {
  he: {
    carousel: 'קרוסלה',
    slide: 'שקופית',
    previous: 'הקודם',
    next: 'הבא',
    goTo: (n) => `מעבר לשקופית ${n}`,
    position: (current, total) => `${current} מתוך ${total}`,
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    previous: 'Previous',
    next: 'Next',
    goTo: (n) => `Go to slide ${n}`,
    position: (current, total) => `${current} of ${total}`,
  },
  ar: {
    carousel: 'عرض دوّار',
    slide: 'شريحة',
    previous: 'السابق',
    next: 'التالي',
    goTo: (n) => `الانتقال إلى الشريحة ${n}`,
    position: (current, total) => `${current} من ${total}`,
  },
  ru: {
    carousel: 'карусель',
    slide: 'слайд',
    previous: 'Назад',
    next: 'Вперёд',
    goTo: (n) => `Перейти к слайду ${n}`,
    position: (current, total) => `${current} из ${total}`,
  },
};
