import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { collectionFeedItems, dataFiles } from '../db/schema.js';
import { racingResultsFiles } from './feeds.racing.js';

type Tx = Pick<Database, 'select' | 'insert'>;

export const FEED_MARKET = 'IL';
export const FEED_COLLECTION = 'land-rover-lifestyle';

interface FeedProduct {
  group: 'drinkware' | 'clothing' | 'models';
  imageId: number;
  /** Whole shekels. */
  price: number;
  slug: string;
  en: { title: string; description: string; group: string };
  ar: { title: string; description: string; group: string };
}

const GROUPS = {
  drinkware: { en: 'Drinkware', ar: 'أكواب وزجاجات' },
  clothing: { en: 'Clothing', ar: 'ملابس' },
  models: { en: 'Model cars', ar: 'مجسمات السيارات' },
} as const;

const product = (
  group: FeedProduct['group'],
  slug: string,
  imageId: number,
  price: number,
  en: [string, string],
  ar: [string, string],
): FeedProduct => ({
  group,
  slug,
  imageId,
  price,
  en: { title: en[0], description: en[1], group: GROUPS[group].en },
  ar: { title: ar[0], description: ar[1], group: GROUPS[group].ar },
});

/** Land Rover merchandise of the Israeli market's lifestyle collection, in the feed's order. */
const products: readonly FeedProduct[] = [
  product('drinkware', 'defender-enamel-mug', 4, 79, ['Defender enamel mug', 'A 350 ml camping mug in Keswick Green enamel.'], ['كوب ديفندر المطلي بالمينا', 'كوب تخييم سعة 350 مل بلون أخضر كيزويك.']),
  product('drinkware', 'range-rover-travel-mug', 6, 129, ['Range Rover travel mug', 'Double-walled stainless steel; keeps coffee hot for six hours.'], ['كوب السفر رينج روفر', 'فولاذ مقاوم للصدأ بجدار مزدوج يحفظ القهوة ساخنة ست ساعات.']),
  product('drinkware', 'discovery-water-bottle', 5, 99, ['Discovery water bottle', 'A 750 ml insulated bottle for days on the trail.'], ['زجاجة ماء ديسكفري', 'زجاجة معزولة سعة 750 مل لأيام الرحلات.']),
  product('clothing', 'defender-padded-jacket', 4, 749, ['Defender padded jacket', 'Water-repellent, with a packable hood and the Defender badge.'], ['سترة ديفندر المبطنة', 'مقاومة للماء، بقلنسوة قابلة للطي وشعار ديفندر.']),
  product('clothing', 'land-rover-softshell', 5, 549, ['Land Rover softshell jacket', 'Windproof and breathable, for cool desert evenings.'], ['سترة لاند روفر الخفيفة', 'مقاومة للرياح وتسمح بالتهوية لأمسيات الصحراء الباردة.']),
  product('clothing', 'heritage-cap', 6, 119, ['Heritage baseball cap', 'Cotton twill with the heritage Land Rover oval.'], ['قبعة هيريتدج', 'قطن متين مع شعار لاند روفر البيضاوي الكلاسيكي.']),
  product('models', 'defender-110-model', 1, 289, ['Defender 110 1:43 model', 'Die-cast, in Pangea Green with a roof rack.'], ['مجسم ديفندر 110 بمقياس 1:43', 'مصبوب من المعدن بلون أخضر بانجيا مع حامل سقف.']),
  product('models', 'range-rover-model', 3, 329, ['Range Rover 1:43 model', 'Die-cast, in Santorini Black.'], ['مجسم رينج روفر بمقياس 1:43', 'مصبوب من المعدن بلون أسود سانتوريني.']),
  product('models', 'discovery-model', 2, 289, ['Discovery 1:43 model', 'Die-cast, in Lantau Bronze.'], ['مجسم ديسكفري بمقياس 1:43', 'مصبوب من المعدن بلون برونزي لانتاو.']),
  product('models', 'series-i-model', 1, 359, ['Series I 1:18 model', 'The 1948 original in detail, with opening doors.'], ['مجسم سيريز 1 بمقياس 1:18', 'النسخة الأصلية من عام 1948 بأبواب تُفتح.']),
  product('models', 'defender-octa-model', 1, 399, ['Defender OCTA 1:18 model', 'Limited edition, in Petra Copper.'], ['مجسم ديفندر أوكتا بمقياس 1:18', 'إصدار محدود بلون نحاسي بترا.']),
  product('drinkware', 'expedition-flask', 4, 149, ['Expedition flask', 'A 1-litre steel flask with a cup lid.'], ['ترمس الرحلات', 'ترمس فولاذي سعة لتر مع غطاء كوب.']),
];

/** The feed rows: the same items in English and Arabic, with the group's name in the row's language. */
export const collectionFeedSeed = (['en', 'ar'] as const).flatMap((lang) =>
  products.map((item, index) => ({
    market: FEED_MARKET,
    lang,
    collection: FEED_COLLECTION,
    groupKey: item[lang].group,
    sequence: (index + 1) * 10,
    title: item[lang].title,
    description: item[lang].description,
    imageId: item.imageId,
    price: item.price,
    currency: 'ILS',
    url: `/collection/${item.slug}`,
  })),
);

/**
 * The five racing results files and the Land Rover lifestyle collection feed (issue 15, ADR 028); inserts
 * only what is absent (a file by key; the feed only while the collection has no item in that language).
 * The range calculator's file is seeded by seedRangeData.
 */
export async function seedFeeds(tx: Tx): Promise<void> {
  await tx
    .insert(dataFiles)
    .values(Object.entries(racingResultsFiles).map(([key, content]) => ({ key, content })))
    .onConflictDoNothing({ target: dataFiles.key });

  for (const lang of ['en', 'ar'] as const) {
    const [existing] = await tx
      .select({ id: collectionFeedItems.id })
      .from(collectionFeedItems)
      .where(and(eq(collectionFeedItems.market, FEED_MARKET), eq(collectionFeedItems.lang, lang), eq(collectionFeedItems.collection, FEED_COLLECTION)))
      .limit(1);
    if (existing) continue;
    await tx.insert(collectionFeedItems).values(collectionFeedSeed.filter((row) => row.lang === lang));
  }
}
