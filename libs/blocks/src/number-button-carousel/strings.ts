import type { Localized } from '../shared/strings';

export interface NumberButtonCarouselStrings {
  /** Name of the numbered buttons' group. */
  chooser: string;
  /** Accessible name of one numbered button: starts with its visible number (WCAG 2.5.3). */
  show: (number: string, heading: string) => string;
}

export const numberButtonCarouselStrings: Localized<NumberButtonCarouselStrings> = {
  he: { chooser: 'בחירת שקופית', show: (number, heading) => (heading ? `${number}: ${heading}` : `${number}: שקופית`) },
  en: { chooser: 'Choose a slide', show: (number, heading) => (heading ? `${number}: ${heading}` : `${number}: slide`) },
  ar: { chooser: 'اختيار شريحة', show: (number, heading) => (heading ? `${number}: ${heading}` : `${number}: شريحة`) },
  ru: { chooser: 'Выбор слайда', show: (number, heading) => (heading ? `${number}: ${heading}` : `${number}: слайд`) },
};
