import { contentBlocks, hero, internalLink, quote } from './blocks.js';
import { atAGlance, specifications } from './pages.catalogue.js';
import type { SeedPage } from './pages.js';
import { latestArrivals, stockLocator } from './pages.stock.js';

/**
 * The Arabic site (ADR 033): a second right-to-left language under /ar, with the home page, Defender and
 * the stock search. Its links stay inside what exists in Arabic; the menu leaves out the rest.
 */
export const arabicPages: SeedPage[] = [
  {
    locale: 'ar',
    path: '/',
    title: 'لاند روفر إسرائيل',
    metaTitle: 'لاند روفر إسرائيل – ديفندر وديسكفري ورينج روفر',
    metaDescription:
      'لاند روفر في إسرائيل: تعرّف على ديفندر، وتصفّح السيارات المتوفرة لدى الوكلاء، واحجز تجربة قيادة لدى أقرب وكيل إليك.',
    blocks: [
      hero({
        heading: 'أبعد من كل الحدود',
        paragraph:
          'منذ أكثر من خمسة وسبعين عامًا تصنع لاند روفر سيارات تأخذك أبعد – على الطرق الوعرة وفي المدينة وفي كل مكان بينهما. اكتشف السيارة التي صُنعت لرحلتك.',
        button: internalLink('/models/defender', 'تعرّف على ديفندر'),
      }),
      contentBlocks({
        heading: 'ابدأ رحلتك',
        cards: [
          {
            heading: 'ديفندر',
            paragraph: 'أيقونة الطرق الوعرة بثلاثة أطوال للهيكل 90 و110 و130: متينة وعصرية وجاهزة لكل شيء.',
            price: 389000,
            link: internalLink('/models/defender', 'اكتشف ديفندر', 'secondary'),
          },
          {
            heading: 'السيارات المتوفرة',
            paragraph:
              'سيارات جديدة ومعتمدة Approved ومستعملة لدى جميع وكلاء لوكس موتورز، مع السعر والتوفر لكل سيارة.',
            price: null,
            link: internalLink('/stock', 'تصفّح المخزون', 'secondary'),
          },
        ],
      }),
      quote({
        quote: 'السيارة الجيدة توصلك إلى وجهتك. أما لاند روفر فتجعل الرحلة تستحق أن تُروى.',
        author: 'ياعيل كوهين',
        authorPosition: 'مديرة تجربة العملاء، لاند روفر إسرائيل',
      }),
    ],
  },
  {
    locale: 'ar',
    path: '/models/defender',
    title: 'ديفندر',
    metaTitle: 'ديفندر 90 و110 و130',
    metaDescription:
      'لاند روفر ديفندر بأطوال 90 و110 و130: قدرة أسطورية على الطرق الوعرة، وتقنيات متقدمة، ومتسع لما يصل إلى ثمانية ركاب. ابتداءً من 389,000 ₪.',
    blocks: [
      hero({
        image: { id: 1, alt: 'لاند روفر ديفندر على كثبان رملية عند الغروب', ratio: '16-6-5' },
        heading: 'ديفندر. لا شيء يوقفه',
        paragraph:
          'هيكل أحادي صلب، وتعليق هوائي إلكتروني، ونظام Terrain Response يتكيّف مع كل سطح – من رمال الصحراء إلى مسارات الجليل.',
        button: internalLink('/stock', 'ديفندر في المخزون'),
      }),
      quote({
        quote: 'مع ديفندر لا تسأل أبدًا إن كنت ستعبر. بل إلى أين تذهب بعد ذلك.',
        author: 'أوري بن دافيد',
        authorPosition: 'مرشد رحلات على الطرق الوعرة',
      }),
      atAGlance(
        'ar',
        'defender-110-p400e-x-dynamic-hse',
        'ديفندر 110 P400e في لمحة',
        'ديفندر 110 P400e X-Dynamic HSE؛ أرقام WLTP.',
      ),
      specifications('ar', 'defender-90,defender-110,defender-130', 'المواصفات الفنية'),
    ],
  },
  {
    locale: 'ar',
    path: '/stock',
    title: 'السيارات المتوفرة',
    metaTitle: 'السيارات المتوفرة – جديدة ومعتمدة Approved ومستعملة',
    metaDescription:
      'جميع سيارات لاند روفر وجاكوار المتوفرة لدى وكلاء لوكس موتورز: جديدة ومعتمدة Approved ومستعملة. صنّف حسب الطراز والسعر والوكيل، واحفظ السيارات التي أعجبتك.',
    blocks: [
      hero({
        heading: 'السيارات المتوفرة',
        paragraph:
          'سيارات جديدة ومعتمدة Approved ومستعملة لدى جميع وكلاء لوكس موتورز في إسرائيل – مع السعر والتوفر والوكيل لكل سيارة.',
        button: internalLink('/models/defender', 'تعرّف على ديفندر', 'secondary'),
        headerSize: 'l',
      }),
      stockLocator(),
      latestArrivals('وصلت حديثًا', 'جميع السيارات الجديدة في المخزون'),
    ],
  },
];
