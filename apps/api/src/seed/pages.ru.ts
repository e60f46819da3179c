import { contentBlocks, hero, internalLink, quote } from './blocks.js';
import { atAGlance, specifications } from './pages.catalogue.js';
import type { SeedPage } from './pages.js';
import { latestArrivals, stockLocator } from './pages.stock.js';

/**
 * The Russian site (ADR 033): a left-to-right language under /ru, with the home page, Defender and the
 * stock search. Its links stay inside what exists in Russian; the menu leaves out the rest.
 */
export const russianPages: SeedPage[] = [
  {
    locale: 'ru',
    path: '/',
    title: 'Land Rover Израиль',
    metaTitle: 'Land Rover Израиль – Defender, Discovery и Range Rover',
    metaDescription:
      'Land Rover в Израиле: знакомьтесь с Defender, смотрите автомобили в наличии у дилеров и записывайтесь на тест-драйв в ближайшем дилерском центре.',
    blocks: [
      hero({
        heading: 'Выше и дальше',
        paragraph:
          'Больше семидесяти пяти лет Land Rover создаёт автомобили, которые уводят дальше – по бездорожью, по городу и везде между ними. Найдите тот, что создан для вашего пути.',
        button: internalLink('/models/defender', 'Знакомьтесь: Defender'),
      }),
      contentBlocks({
        heading: 'Начните путешествие',
        cards: [
          {
            heading: 'Defender',
            paragraph: 'Икона бездорожья в кузовах 90, 110 и 130: прочный, современный и готовый ко всему.',
            price: 389000,
            link: internalLink('/models/defender', 'Подробнее о Defender', 'secondary'),
          },
          {
            heading: 'Автомобили в наличии',
            paragraph:
              'Новые, Approved и подержанные автомобили у всех дилеров Lux Motors – с ценой и наличием каждого.',
            price: null,
            link: internalLink('/stock', 'Смотреть наличие', 'secondary'),
          },
        ],
      }),
      quote({
        quote: 'Хороший автомобиль довезёт вас до цели. Land Rover сделает путь достойным воспоминаний.',
        author: 'Яэль Коэн',
        authorPosition: 'Руководитель клиентского опыта, Land Rover Израиль',
      }),
    ],
  },
  {
    locale: 'ru',
    path: '/models/defender',
    title: 'Defender',
    metaTitle: 'Defender 90, 110 и 130',
    metaDescription:
      'Land Rover Defender в кузовах 90, 110 и 130: легендарная проходимость, передовые технологии и место для восьми человек. От 389 000 ₪.',
    blocks: [
      hero({
        image: { id: 1, alt: 'Land Rover Defender на песчаной дюне на закате', ratio: '16-6-5' },
        heading: 'Defender. Неудержимый',
        paragraph:
          'Жёсткий несущий кузов, электронная пневмоподвеска и Terrain Response, который подстраивается под любое покрытие – от песков пустыни до троп Галилеи.',
        button: internalLink('/stock', 'Defender в наличии'),
      }),
      quote({
        quote: 'С Defender не спрашиваешь, проедешь ли. Только – куда дальше.',
        author: 'Ури Бен Давид',
        authorPosition: 'Гид по бездорожью',
      }),
      atAGlance(
        'ru',
        'defender-110-p400e-x-dynamic-hse',
        'Defender 110 P400e коротко',
        'Defender 110 P400e X-Dynamic HSE; данные WLTP.',
      ),
      specifications('ru', 'defender-90,defender-110,defender-130', 'Технические характеристики'),
    ],
  },
  {
    locale: 'ru',
    path: '/stock',
    title: 'Автомобили в наличии',
    metaTitle: 'Автомобили в наличии – новые, Approved и с пробегом',
    metaDescription:
      'Все Land Rover и Jaguar в наличии у дилеров Lux Motors: новые, Approved и с пробегом. Фильтруйте по модели, цене и дилеру и сохраняйте понравившиеся.',
    blocks: [
      hero({
        heading: 'Автомобили в наличии',
        paragraph:
          'Новые, Approved и подержанные автомобили у всех дилеров Lux Motors в Израиле – с ценой, наличием и дилером для каждого.',
        button: internalLink('/models/defender', 'Знакомьтесь: Defender', 'secondary'),
        headerSize: 'l',
      }),
      stockLocator(),
      latestArrivals('Только что поступили', 'Все новые поступления'),
    ],
  },
];
