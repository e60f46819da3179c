import { defineGroup, type BlockTemplate } from './template';
import { advancedModelDefinitions } from './templates/advanced-models';
import { advancedDefinitions } from './templates/advanced';
import { calculatorDefinitions } from './templates/calculators';
import { contentMediaDefinitions } from './templates/content-media';
import { contentDefinitions } from './templates/content';
import { heroDefinitions } from './templates/hero';
import { newVersionDefinitions } from './templates/new-versions';
import { otherFormDefinitions } from './templates/other-forms';
import { otherDefinitions } from './templates/other';
import { quizDefinitions } from './templates/quizzes';
import { specialDefinitions } from './templates/specials';
import { stockLocatorDefinitions } from './templates/stock-locator';

/** Every block template of B§3.2 and B§3.4, group by group in the editor's order. */
export const templates = [
  ...defineGroup('Content', [...contentDefinitions, ...contentMediaDefinitions]),
  ...defineGroup('Advanced', [...advancedDefinitions, ...advancedModelDefinitions]),
  ...defineGroup('Other', [...otherFormDefinitions, ...otherDefinitions]),
  ...defineGroup('Specials', [...specialDefinitions, ...quizDefinitions, ...calculatorDefinitions]),
  ...defineGroup('Hero', heroDefinitions),
  ...defineGroup('Stock Locator', stockLocatorDefinitions),
  ...defineGroup('New Blocks Versions', newVersionDefinitions),
] as const;

/** A template key; a misspelt key is a compile error wherever this type is expected. */
export type TemplateKey = (typeof templates)[number]['key'];

export const templateKeys: readonly TemplateKey[] = templates.map((template) => template.key);

const byKey: ReadonlyMap<string, BlockTemplate<TemplateKey>> = new Map(
  templates.map((template) => [template.key, template]),
);

export function isTemplateKey(value: unknown): value is TemplateKey {
  return typeof value === 'string' && byKey.has(value);
}

/** The template of a known key. For keys from outside (URLs, stored blocks) use `findTemplate`. */
export function templateByKey<K extends TemplateKey>(key: K): BlockTemplate<K> {
  // The map is built from `templates`, so a TemplateKey is always present.
  return byKey.get(key) as BlockTemplate<K>;
}

/** The template of any string key, or undefined when there is none. */
export function findTemplate(key: string): BlockTemplate<TemplateKey> | undefined {
  return byKey.get(key);
}
