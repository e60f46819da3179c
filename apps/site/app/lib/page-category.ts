import { pageCategoryFor, routeNameFromId, type PageCategoryRule } from '@lux/content';

/** What the root layout knows of a route match (react-router's `UIMatch`, narrowed). */
export interface MatchLike {
  id: string;
  data?: unknown;
}

/**
 * A§4 tracking category of the page on screen: the leaf route names it (its id is the spec's route name,
 * with `-en` on the English copy), content pages add their block templates, the setting's patterns see
 * path and query. Rendered on `<body data-page-category>` for the tag manager to read.
 */
export function pageCategoryOfMatches(
  matches: readonly MatchLike[],
  location: { pathname: string; search: string },
  rules: readonly PageCategoryRule[],
): string {
  const leaf = matches.at(-1);
  const blocks = (leaf?.data as { blocks?: unknown } | null | undefined)?.blocks;
  const blockTemplates = Array.isArray(blocks)
    ? blocks.flatMap((block) => (typeof (block as { template?: unknown })?.template === 'string' ? [(block as { template: string }).template] : []))
    : [];
  return pageCategoryFor({
    routeName: routeNameFromId(leaf?.id ?? ''),
    pathAndQuery: `${location.pathname}${location.search}`,
    blockTemplates,
    rules,
  });
}
