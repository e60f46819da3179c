import type { Powertrain } from '@lux/vehicle-tools';
import type { Localized } from '../shared/strings';

export interface QuizStrings {
  /** "Step n of total", announced with each question's heading. */
  progress: (step: number, total: number) => string;
  selectAll: string;
  start: string;
  next: string;
  previous: string;
  seeResult: string;
  startAgain: string;
  alsoConsider: string;
  resultLabel: string;
  advantages: string;
  disadvantages: string;
  powertrains: Record<Powertrain, string>;
}

export const quizStrings: Localized<QuizStrings> = {
  he: {
    progress: (step, total) => `שלב ${step} מתוך ${total}`,
    selectAll: 'אפשר לבחור יותר מתשובה אחת',
    start: 'להתחלה',
    next: 'הבא',
    previous: 'הקודם',
    seeResult: 'לתוצאה',
    startAgain: 'להתחיל מחדש',
    alsoConsider: 'כדאי לשקול גם',
    resultLabel: 'ההמלצה שלנו',
    advantages: 'יתרונות',
    disadvantages: 'חסרונות',
    powertrains: { petrol: 'בנזין', diesel: 'דיזל', phev: 'היברידי נטען', bev: 'חשמלי' },
  },
  en: {
    progress: (step, total) => `Step ${step} of ${total}`,
    selectAll: 'Select all that apply',
    start: 'Start',
    next: 'Next',
    previous: 'Previous',
    seeResult: 'See result',
    startAgain: 'Start again',
    alsoConsider: 'You could also consider',
    resultLabel: 'Our recommendation',
    advantages: 'Advantages',
    disadvantages: 'Disadvantages',
    powertrains: { petrol: 'Petrol', diesel: 'Diesel', phev: 'Plug-in hybrid', bev: 'Electric' },
  },
  ar: {
    progress: (step, total) => `الخطوة ${step} من ${total}`,
    selectAll: 'اختر كل ما ينطبق',
    start: 'ابدأ',
    next: 'التالي',
    previous: 'السابق',
    seeResult: 'عرض النتيجة',
    startAgain: 'ابدأ من جديد',
    alsoConsider: 'يمكنك أيضًا التفكير في',
    resultLabel: 'توصيتنا',
    advantages: 'المزايا',
    disadvantages: 'العيوب',
    powertrains: { petrol: 'بنزين', diesel: 'ديزل', phev: 'هجين قابل للشحن', bev: 'كهربائي' },
  },
  ru: {
    progress: (step, total) => `Шаг ${step} из ${total}`,
    selectAll: 'Выберите все подходящие варианты',
    start: 'Начать',
    next: 'Далее',
    previous: 'Назад',
    seeResult: 'Показать результат',
    startAgain: 'Начать заново',
    alsoConsider: 'Также стоит рассмотреть',
    resultLabel: 'Наша рекомендация',
    advantages: 'Преимущества',
    disadvantages: 'Недостатки',
    powertrains: { petrol: 'Бензин', diesel: 'Дизель', phev: 'Подключаемый гибрид', bev: 'Электромобиль' },
  },
};
