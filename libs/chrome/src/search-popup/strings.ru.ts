import { plural } from './plural';
import type { SearchStrings } from './strings';

/** The search popup's texts in Russian: a module of its own, so a page's bundle holds only its language's. */
export const searchRu: SearchStrings = {
  open: 'Поиск по сайту',
  title: 'Поиск по сайту',
  close: 'Закрыть',
  label: 'Поиск моделей и страниц',
  placeholder: 'Например: Defender',
  instructions: 'Стрелки вверх и вниз — выбор, Enter — открыть, Escape — закрыть',
  tooShort: (min) => `Введите не менее ${min} символов`,
  tooLong: (max) => `Не более ${max} символов`,
  loading: 'Ищем…',
  results: (count, total) => {
    const noun: Readonly<Record<string, string>> = { one: 'результат', few: 'результата', many: 'результатов', other: 'результата' };
    return total > count ? `${count} из ${total} результатов` : `${count} ${noun[plural('ru', count)] ?? 'результатов'}`;
  },
  noResults: (query) => `Ничего не найдено по запросу «${query}»`,
  noResultsTip: 'Проверьте написание или введите название модели, например Defender.',
  error: 'Поиск сейчас недоступен.',
  retry: 'Повторить',
  groups: { model: 'Модели', page: 'Страницы', recent: 'Недавние запросы' },
  clearRecent: 'Очистить недавние запросы',
  submit: 'Найти',
};
