// Example instances built from the templates themselves: the demo site's all-blocks page and the
// editor's "insert example" use them, and a test proves every one passes the validator.
import type { Field, ImageRatio, LinkValue } from './fields/types';
import { calculatorsExamples } from './examples.calculators';
import { catalogueExamples as modelCatalogueExamples } from './examples.catalogue';
import { financeExamples } from './examples.finance';
import { newsExamples } from './examples.news';
import { quizzesExamples } from './examples.quizzes';
import { rentalExamples } from './examples.rental';
import { serviceToolsExamples } from './examples.service-tools';
import type { BlockTemplate } from './template';
import type { BlockInstanceInput } from './validate/validate';

export type ExampleLocale = 'he' | 'en';

/** Blocks whose examples name real demo data (catalogue keys, forms, feeds, VINs): each group in its own file. */
const catalogueExamples = {
  ...modelCatalogueExamples,
  ...financeExamples,
  ...quizzesExamples,
  ...rentalExamples,
  ...serviceToolsExamples,
  ...newsExamples,
  ...calculatorsExamples,
};

interface Words {
  headings: readonly string[];
  lines: readonly string[];
  paragraph: string;
  cta: readonly string[];
  alts: readonly string[];
}

const words: Record<ExampleLocale, Words> = {
  he: {
    headings: ['דיפנדר', 'דיסקברי', "ריינג' רובר", "ריינג' רובר ספורט", 'וולאר', 'איווק'],
    lines: ['מעל ומעבר', 'יכולת בכל שטח', 'נוחות של מחלקה ראשונה', 'עיצוב ללא פשרות', 'טכנולוגיה שמובילה קדימה', 'מוכן לכל מסע'],
    paragraph:
      '<p>מנוע חשמלי־היברידי, מתלי אוויר אדפטיביים ותא נוסעים שקט במיוחד: כל נסיעה מרגישה כמו <strong>חופשה קטנה</strong>.</p>',
    cta: ['לפרטים נוספים', 'לתיאום נסיעת מבחן', 'לבניית הרכב'],
    alts: ['דיפנדר 110 בשטח מדברי', 'דיסקברי בנוף הררי', "ריינג' רובר בעיר בשעת ערב"],
  },
  en: {
    headings: ['Defender', 'Discovery', 'Range Rover', 'Range Rover Sport', 'Velar', 'Evoque'],
    lines: ['Above and beyond', 'Capable on any terrain', 'First-class comfort', 'Design without compromise', 'Technology that leads', 'Ready for any journey'],
    paragraph:
      '<p>A plug-in hybrid engine, adaptive air suspension and a remarkably quiet cabin: every drive feels like <strong>a short holiday</strong>.</p>',
    cta: ['Find out more', 'Book a test drive', 'Build your own'],
    alts: ['Defender 110 in the desert', 'Discovery in the mountains', 'Range Rover in the city at dusk'],
  },
};

const paths = ['/models/defender', '/models/discovery', '/models/range-rover'] as const;

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function ratioFor(sizes: readonly string[]): ImageRatio {
  const [first = '1600x900'] = sizes;
  const [w, h] = first.split('x').map(Number) as [number, number];
  if (w === h) return '1-1';
  return w / h > 2 ? '16-6-5' : '16-9';
}

function link(locale: ExampleLocale, n: number): LinkValue {
  return { url: pick(paths, n), type: 'internal', target: '_self', link_text: pick(words[locale].cta, n), ui_type: n % 2 === 0 ? 'primary' : 'secondary' };
}

/** A plausible value for one field; selects, booleans and JSON keep the template's default. */
function exampleValue(field: Field, locale: ExampleLocale, n: number): unknown {
  const w = words[locale];
  const symbol = field.symbol.toLowerCase();
  switch (field.field_type) {
    case 'String':
      if (symbol === 'block_scroll_id') return '';
      // B§5: a form block needs a form; the demo forms service seeds form 1001 (test drive).
      if (symbol === 'form_id') return '1001';
      if (symbol.includes('url') || symbol.includes('path')) return pick(paths, n);
      if (symbol.includes('id') || symbol.includes('key') || symbol.includes('code')) return field.value;
      return symbol.includes('head') || symbol.includes('title') || symbol.includes('name') ? pick(w.headings, n) : pick(w.lines, n);
    case 'Text':
      return pick(w.lines, n + 1);
    case 'Markdown':
      if (field.attrs.language !== 'html') return field.value;
      return symbol.includes('head') || symbol.includes('title') ? pick(w.headings, n) : w.paragraph;
    case 'Number':
      return symbol.includes('price') ? 389_000 + n * 40_000 : field.value;
    case 'Image':
      return { id: (n % 6) + 1, alt: pick(w.alts, n), ratio: ratioFor(field.attrs.sizes) };
    case 'Link':
      return link(locale, n);
    case 'LinksCollection':
      return [link(locale, n), link(locale, n + 1)];
    case 'Separator':
      return undefined;
    default:
      return field.value;
  }
}

function exampleValues(fields: readonly Field[], locale: ExampleLocale, n: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = exampleValue(field, locale, n);
    if (value !== undefined) values[field.symbol] = value;
  }
  return values;
}

/**
 * A complete, valid instance of a template with Hebrew or English demo copy: every field filled (texts,
 * images from the seeded media library ids 1–6, internal links), selects and flags at their defaults, and
 * up to `groups` group items (never more than the template allows).
 */
export function exampleInstance(template: BlockTemplate, locale: ExampleLocale, groups = 3): BlockInstanceInput {
  const limit = template.field_groups_template.length === 0 ? 0 : Math.min(groups, template.max_field_groups ?? groups);
  // Catalogue blocks name real demo catalogue keys; their own values win over the generic ones.
  const own = Object.hasOwn(catalogueExamples, template.key) ? catalogueExamples[template.key]!(locale) : {};
  return {
    fields: { ...exampleValues(template.fields, locale, 0), ...own.fields },
    groups: own.groups ?? Array.from({ length: limit }, (_, n) => exampleValues(template.field_groups_template, locale, n)),
  };
}
