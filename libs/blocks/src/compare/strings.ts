import type { Localized } from '../shared/strings';

export interface CompareStrings {
  title: string;
  intro: string;
  /** Names the pickers' group. */
  choose: string;
  model: (n: number) => string;
  /** The third picker's "no third model" option. */
  noThird: string;
  onlyDifferences: string;
  /** Shown (and read) next to a row whose values differ. */
  differs: string;
  legend: string;
  /** The submit button of the form without JavaScript. */
  submit: string;
  spec: string;
  listPrice: string;
  lease: string;
  /** Read for an empty cell: the spec does not apply to this model. */
  notApplicable: string;
  caption: (names: readonly string[]) => string;
  /** Names the scrollable table region. */
  table: string;
  /** When no row differs and only differences show. */
  noDifferences: string;
}

const list = (names: readonly string[], and: string) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and}${names[names.length - 1]}`;

export const compareStrings: Localized<CompareStrings> = {
  he: {
    title: 'השוואת דגמים',
    intro: 'בחרו שניים או שלושה דגמים והשוו ביניהם: מחירים, ביצועים, צריכה ומרחב. ההבדלים מסומנים.',
    choose: 'בחירת דגמים להשוואה',
    model: (n) => `דגם ${n}`,
    noThird: 'ללא דגם שלישי',
    onlyDifferences: 'הצגת ההבדלים בלבד',
    differs: '(ערכים שונים)',
    legend: 'שורות מסומנות: הערכים שונים בין הדגמים',
    submit: 'השוואה',
    spec: 'מפרט',
    listPrice: 'מחיר מחירון',
    lease: 'ליסינג חודשי',
    notApplicable: 'לא רלוונטי',
    // Hebrew joins "and" to the word: ודיסקברי, but ו-F-PACE before a Latin letter or a digit.
    caption: (names) =>
      `השוואת מפרט: ${list(
        names.map((name, i) =>
          i === names.length - 1 && i > 0 && !/^[\u0590-\u05ff]/.test(name) ? `-${name}` : name,
        ),
        'ו',
      )}`,
    table: 'טבלת ההשוואה',
    noDifferences: 'אין הבדלים במפרט בין הדגמים שנבחרו.',
  },
  en: {
    title: 'Compare models',
    intro:
      'Choose two or three models and compare their prices, performance, efficiency and space. Differences are marked.',
    choose: 'Models to compare',
    model: (n) => `Model ${n}`,
    noThird: 'No third model',
    onlyDifferences: 'Show differences only',
    differs: '(values differ)',
    legend: 'Marked rows: the models differ',
    submit: 'Compare',
    spec: 'Specification',
    listPrice: 'List price',
    lease: 'Monthly lease',
    notApplicable: 'Not applicable',
    caption: (names) => `Specification compared: ${list(names, 'and ')}`,
    table: 'Comparison table',
    noDifferences: 'The chosen models have the same specification.',
  },
  ar: {
    title: 'مقارنة الطرازات',
    intro: 'اختر طرازين أو ثلاثة وقارن بين الأسعار والأداء والاستهلاك والمساحة. الاختلافات مميّزة.',
    choose: 'الطرازات للمقارنة',
    model: (n) => `الطراز ${n}`,
    noThird: 'بدون طراز ثالث',
    onlyDifferences: 'عرض الاختلافات فقط',
    differs: '(القيم مختلفة)',
    legend: 'الصفوف المميّزة: القيم مختلفة',
    submit: 'مقارنة',
    spec: 'المواصفات',
    listPrice: 'سعر القائمة',
    lease: 'التأجير الشهري',
    notApplicable: 'غير منطبق',
    caption: (names) => `مقارنة المواصفات: ${list(names, 'و')}`,
    table: 'جدول المقارنة',
    noDifferences: 'للطرازات المختارة المواصفات نفسها.',
  },
  ru: {
    title: 'Сравнение моделей',
    intro: 'Выберите две или три модели и сравните цены, динамику, расход и вместимость. Различия отмечены.',
    choose: 'Модели для сравнения',
    model: (n) => `Модель ${n}`,
    noThird: 'Без третьей модели',
    onlyDifferences: 'Только различия',
    differs: '(значения различаются)',
    legend: 'Отмеченные строки: значения различаются',
    submit: 'Сравнить',
    spec: 'Характеристика',
    listPrice: 'Цена по прайсу',
    lease: 'Лизинг в месяц',
    notApplicable: 'Не применимо',
    caption: (names) => `Сравнение характеристик: ${list(names, 'и ')}`,
    table: 'Таблица сравнения',
    noDifferences: 'У выбранных моделей одинаковые характеристики.',
  },
};
