import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { blocks, newsArticles, pages } from '../db/schema.js';
import { hero, internalLink, textSections, type SeedBlock } from './blocks.js';
import { menaStories, newsStories, type NewsCopy } from './news.data.js';
import type { SeedPage } from './pages.js';

type Tx = Pick<Database, 'select' | 'insert'>;

const SEQUENCE_STEP = 10;

const BACK = { he: 'חזרה לכל החדשות', en: 'Back to News Section' } as const;
const ALT = {
  1: { he: 'לנד רובר דיפנדר על החול בין דיונות המדבר', en: 'A Land Rover Defender on the sand among desert dunes' },
  2: { he: 'לנד רובר דיסקברי על דרך עפר בגליל', en: 'A Land Rover Discovery on a dirt road in the Galilee' },
  3: { he: 'ריינג׳ רובר על רקע קו הרקיע של העיר', en: 'A Range Rover against a city skyline' },
} as const;

function articleBlocks(locale: 'he' | 'en', copy: NewsCopy, imageId: 1 | 2 | 3, back: string): SeedBlock[] {
  return [
    hero({
      heading: copy.title,
      paragraph: copy.teaser,
      button: internalLink('/news', back, 'secondary'),
      headerSize: 'l',
      image: { id: imageId, alt: ALT[imageId][locale], ratio: '16-9' },
    }),
    textSections({ heading: '', sections: [copy.body.join('')] }),
  ];
}

/** The news block as the index pages show it: the template's fields with the spec's texts (B§3.2, B§8). */
function newsListBlock(locale: 'he' | 'en'): SeedBlock {
  const he = locale === 'he';
  return {
    template: 'news',
    fields: {
      block_scroll_id: '',
      heading: he ? 'כל החדשות' : 'All news',
      header_size: 'm',
      header_tag: 'H2',
      read_more_label: he ? 'להמשך קריאה' : 'Read more',
      pagination_label: he ? 'מתוך %' : 'of %',
      error_heading: he ? 'משהו השתבש' : 'Something went wrong',
      error_text: he ? 'נתקלנו בבעיה טכנית. נא לרענן את הדף ולנסות שוב.' : 'We ran into a technical issue. Please refresh and try again.',
      no_results_heading: he ? 'אין תוצאות' : 'No results',
      no_results_text: he ? 'לא מצאנו חדשות' : 'We have not found any news',
      quick_links: [
        internalLink('/models/defender', he ? 'דיפנדר' : 'Defender', 'tertiary'),
        internalLink('/models/discovery', he ? 'דיסקברי' : 'Discovery', 'tertiary'),
        internalLink('/models/range-rover', he ? 'ריינג׳ רובר' : 'Range Rover', 'tertiary'),
      ],
      box_color: 'light',
    },
    groups: [],
  };
}

interface ArticleMeta {
  publishedAt: Date;
  teaser: string;
  imageId: number;
  category: string;
  market: string | null;
}

interface NewsSeedPage extends SeedPage {
  article?: ArticleMeta;
}

const articlePages: NewsSeedPage[] = [
  ...newsStories.flatMap((story) =>
    (['he', 'en'] as const).map((locale): NewsSeedPage => {
      const copy = story[locale];
      return {
        locale,
        path: `/news/${story.slug}`,
        title: copy.title,
        metaTitle: copy.title,
        metaDescription: copy.teaser,
        blocks: articleBlocks(locale, copy, story.imageId, BACK[locale]),
        article: { publishedAt: new Date(story.publishedAt), teaser: copy.teaser, imageId: story.imageId, category: story.category, market: null },
      };
    }),
  ),
  // MENA news (A§5): pages are he/en only, so English pages under /news/mena with the market set.
  ...menaStories.map(
    (story): NewsSeedPage => ({
      locale: 'en',
      path: `/news/mena/${story.slug}`,
      title: story.title,
      metaTitle: story.title,
      metaDescription: story.teaser,
      blocks: articleBlocks('en', story, story.imageId, BACK.en),
      article: { publishedAt: new Date(story.publishedAt), teaser: story.teaser, imageId: story.imageId, category: story.category, market: story.market },
    }),
  ),
];

const indexPages: NewsSeedPage[] = (['he', 'en'] as const).map((locale) => ({
  locale,
  path: '/news',
  title: locale === 'he' ? 'חדשות' : 'News',
  metaTitle: locale === 'he' ? 'חדשות לנד רובר ישראל' : 'Land Rover Israel news',
  metaDescription:
    locale === 'he'
      ? 'השקות, קריאות שירות ואירועים של לנד רובר בישראל: כל החדשות במקום אחד.'
      : 'Launches, service campaigns and events from Land Rover Israel: all the news in one place.',
  blocks: [
    hero({
      heading: locale === 'he' ? 'חדשות לנד רובר' : 'Land Rover news',
      paragraph: locale === 'he' ? 'השקות, שירות ואירועים מלנד רובר ישראל.' : 'Launches, service and events from Land Rover Israel.',
      button: internalLink('/models/defender', locale === 'he' ? 'לדגמים' : 'Explore the models', 'secondary'),
      headerSize: 'l',
    }),
    newsListBlock(locale),
  ],
}));

/** The news pages (index pages and articles) as seed pages, for seedPages if the integrator prefers it there. */
export const newsSeedPages: readonly SeedPage[] = [...indexPages, ...articlePages].map(({ article: _article, ...page }) => page);

/** The article rows, by (locale, path). */
export const newsSeedArticles: ReadonlyArray<{ locale: SeedPage['locale']; path: string } & ArticleMeta> = articlePages.map((page) => ({
  locale: page.locale,
  path: page.path,
  ...page.article!,
}));

/**
 * News article pages (he, en and the MENA market AE) with their news_articles rows, and the two news index
 * pages (issue 15, ADR 028). A page that exists (seeded by seedPages, or made by editors) keeps its blocks;
 * its article row is added only when it has none.
 */
export async function seedNews(tx: Tx): Promise<void> {
  const articles = new Map(newsSeedArticles.map((article) => [`${article.locale} ${article.path}`, article]));
  for (const page of newsSeedPages) {
    const [created] = await tx
      .insert(pages)
      .values({ locale: page.locale, path: page.path, title: page.title, metaTitle: page.metaTitle, metaDescription: page.metaDescription })
      .onConflictDoNothing({ target: [pages.locale, pages.path] })
      .returning({ id: pages.id });
    if (created) {
      await tx.insert(blocks).values(
        page.blocks.map((block, index) => ({
          pageId: created.id,
          template: block.template,
          sequence: (index + 1) * SEQUENCE_STEP,
          fields: block.fields,
          groups: block.groups,
        })),
      );
    }
    const article = articles.get(`${page.locale} ${page.path}`);
    if (!article) continue;
    const [existing] = created
      ? [created]
      : await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.locale, page.locale), eq(pages.path, page.path))).limit(1);
    if (!existing) continue;
    await tx
      .insert(newsArticles)
      .values({
        pageId: existing.id,
        publishedAt: article.publishedAt,
        teaser: article.teaser,
        imageId: article.imageId,
        category: article.category,
        market: article.market,
      })
      .onConflictDoNothing({ target: newsArticles.pageId });
  }
}
