import { consentRu, searchRu } from '@lux/chrome';
import type { he } from './he';
import type { Shape } from './shape';

/** Russian UI strings (LTR): the Russian site under /ru (ADR 033); its language switch leads to Hebrew. */
export const ru: Shape<typeof he> = {
  skipToContent: 'Перейти к содержимому',
  brand: 'Land Rover Израиль',
  nav: {
    menu: 'Меню',
    submenu: 'Меню «{{name}}»',
    label: 'Основная навигация',
    home: 'Главная',
    defender: 'Defender',
    discovery: 'Discovery',
    rangeRover: 'Range Rover',
  },
  language: {
    label: 'Язык',
    switchTo: 'עברית',
    switchToLabel: 'מעבר לעברית',
  },
  footer: {
    label: 'Нижний колонтитул',
    rights: 'Все права защищены',
    importer: 'Официальный импортёр в Израиле',
    navigation: 'Ссылки сайта',
    secondaryNavigation: 'Правовая информация',
  },
  preview: {
    notice: 'Предпросмотр: эта страница, возможно, ещё не опубликована.',
    exit: 'Выйти из предпросмотра',
  },
  breadcrumbs: 'Навигационная цепочка',
  newTabHint: '(откроется в новой вкладке)',
  popup: {
    close: 'Закрыть',
    exitOk: 'Продолжить',
    exitCancel: 'Остаться на странице',
  },
  fab: {
    label: 'Быстрые действия',
    quickLinks: 'Быстрые ссылки',
  },
  shell: {
    offline: 'Нет подключения к интернету. Продолжим, как только связь восстановится.',
  },
  notFound: {
    status: 'Страница не найдена',
    heading: 'Страница не найдена',
    paragraph: 'Возможно, адрес указан неверно, страница удалена или ссылка больше не действует.',
    backHome: 'Вернуться на главную',
  },
  error: {
    heading: 'Что-то пошло не так',
    paragraph: 'Не удалось показать страницу. Попробуйте ещё раз через минуту.',
    nested: 'Ошибка при показе страницы ошибки',
    goBackHome: 'Вернуться на главную',
    unavailableStatus: '503 · Сервис недоступен',
    unavailableHeading: 'Сайт сейчас недоступен',
    unavailableParagraph: 'Мы уже занимаемся этим. Попробуйте снова через несколько минут; страницы, которые вы уже посещали, продолжают работать.',
    tryAgain: 'Попробовать снова',
    refusedHeading: 'Этот адрес нельзя показать',
    refusedParagraph: 'Запрошенный адрес недействителен или слишком длинный. Проверьте его или вернитесь на главную.',
  },
  noAccess: {
    heading: 'У вас нет доступа к этой странице',
    paragraph: 'Запрошенная страница доступна только авторизованным пользователям. Если вы считаете, что это ошибка, обратитесь к администратору сайта.',
    backHome: 'Вернуться на главную',
  },
  authError: {
    heading: 'Нет разрешения',
    noPermissions: 'У вашей учётной записи нет разрешения на просмотр этого содержимого.',
    other: 'Вход не завершён. Попробуйте войти ещё раз.',
    backHome: 'Вернуться на главную',
  },
  /** The consent banner's and preferences' texts (libs/chrome), in this language's own chunk. */
  consent: consentRu,
  /** The search popup's texts (libs/chrome; some are functions of a count), likewise. */
  search: searchRu,
};
