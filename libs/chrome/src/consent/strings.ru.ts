import type { ConsentStrings } from './strings';

/** The consent texts in Russian: a module of its own, so a page's bundle holds only its language's. */
export const consentRu: ConsentStrings = {
  title: 'Файлы cookie и конфиденциальность',
  text: [
    'Мы используем необходимые файлы cookie, чтобы сайт работал.',
    'С вашего согласия мы также используем статистические и маркетинговые cookie.',
    'Вы можете изменить выбор в любой момент в «Настройках cookie» внизу страницы.',
  ],
  policyLink: 'Политика конфиденциальности',
  acceptAll: 'Принять все',
  rejectAll: 'Отклонить все',
  customise: 'Настроить',
  preferencesTitle: 'Настройки cookie',
  preferencesIntro: 'Выберите, какие cookie и скрипты работают на сайте. Необходимые cookie работают всегда.',
  save: 'Сохранить выбор',
  withdraw: 'Отозвать согласие',
  close: 'Закрыть',
  obligatory: { label: 'Необходимые (всегда включены)', description: 'Работа сайта, безопасность и сохранение вашего выбора.' },
  scopes: {
    optional: { label: 'Предпочтения', description: 'Запоминание настроек, например языка и сохранённых автомобилей.' },
    statistic: { label: 'Статистика', description: 'Анонимное измерение использования сайта для его улучшения.' },
    marketing: { label: 'Маркетинг', description: 'Персонализированная реклама и измерение кампаний.' },
    unclassified: { label: 'Без категории', description: 'Скрипты, которые ещё не классифицированы.' },
  },
  footerLink: 'Настройки cookie',
  error: 'Не удалось сохранить ваш выбор. Попробуйте ещё раз.',
};
