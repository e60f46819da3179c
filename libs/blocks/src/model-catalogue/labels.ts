/**
 * The label of an editor field with an English template default: the editor's own text wins; the
 * untouched default (or a blank) becomes the block's string in the page's language.
 */
export function labelOr(value: string, templateDefault: string, localized: string): string {
  const text = value.trim();
  return text === '' || text === templateDefault ? localized : text;
}
