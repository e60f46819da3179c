import type { Locale, NavSection } from '@lux/content';
import { EntryLink, Item, Nav } from './MainNavigation';

/** The light navigation's links: each section's own page, or its first item under the section's name. */
export function lightEntries(sections: readonly NavSection[]): NavSection[] {
  return sections.flatMap((section) => {
    if (section.url) return [{ ...section, children: [] }];
    const first = section.children.find((child) => child.url);
    return first ? [{ ...first, key: section.key, label: section.label, children: [] }] : [];
  });
}

/**
 * The light navigation of redesigned pages (A§2): one row of section links, no menus, so the page's
 * own design leads. A section without a page of its own links to its first item.
 */
export function LightNavigation({ sections, locale, navigationLabel }: { sections: readonly NavSection[]; locale: Locale; navigationLabel: string }) {
  const entries = lightEntries(sections);
  if (entries.length === 0) return null;
  return (
    <Nav aria-label={navigationLabel} data-navigation="light">
      <ul>
        {entries.map((entry) => (
          <Item key={entry.key}>
            <EntryLink entry={entry} locale={locale} />
          </Item>
        ))}
      </ul>
    </Nav>
  );
}
