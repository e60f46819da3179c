import type { Localized } from '../shared/strings';

export interface RacingResultsStrings {
  caption: (event: string) => string;
  position: string;
  driver: string;
  team: string;
  number: string;
  laps: string;
  time: string;
  points: string;
  retired: string;
  loading: string;
  errorHeading: string;
  errorText: string;
  retry: string;
  empty: string;
}

export const racingResultsStrings: Localized<RacingResultsStrings> = {
  he: {
    caption: (event) => `תוצאות ${event}`,
    position: 'מקום',
    driver: 'נהג',
    team: 'קבוצה',
    number: 'מספר',
    laps: 'הקפות',
    time: 'זמן / פער',
    points: 'נקודות',
    retired: 'פרש',
    loading: 'טוען תוצאות…',
    errorHeading: 'לא הצלחנו לטעון את התוצאות',
    errorText: 'נא לנסות שוב בעוד רגע.',
    retry: 'ניסיון נוסף',
    empty: 'אין עדיין תוצאות למרוץ הזה.',
  },
  en: {
    caption: (event) => `${event} results`,
    position: 'Position',
    driver: 'Driver',
    team: 'Team',
    number: 'Car',
    laps: 'Laps',
    time: 'Time / gap',
    points: 'Points',
    retired: 'Retired',
    loading: 'Loading results…',
    errorHeading: 'We could not load the results',
    errorText: 'Please try again in a moment.',
    retry: 'Try again',
    empty: 'There are no results for this race yet.',
  },
  ar: {
    caption: (event) => `نتائج ${event}`,
    position: 'المركز',
    driver: 'السائق',
    team: 'الفريق',
    number: 'الرقم',
    laps: 'اللفات',
    time: 'الزمن / الفارق',
    points: 'النقاط',
    retired: 'انسحب',
    loading: 'جارٍ تحميل النتائج…',
    errorHeading: 'تعذّر تحميل النتائج',
    errorText: 'يرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'حاول مرة أخرى',
    empty: 'لا توجد نتائج لهذا السباق بعد.',
  },
  ru: {
    caption: (event) => `Результаты: ${event}`,
    position: 'Место',
    driver: 'Пилот',
    team: 'Команда',
    number: 'Номер',
    laps: 'Круги',
    time: 'Время / отставание',
    points: 'Очки',
    retired: 'Сход',
    loading: 'Загружаем результаты…',
    errorHeading: 'Не удалось загрузить результаты',
    errorText: 'Попробуйте ещё раз через минуту.',
    retry: 'Повторить',
    empty: 'Результатов этой гонки пока нет.',
  },
};
