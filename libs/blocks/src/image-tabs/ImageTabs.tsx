import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection } from '@lux/ui';
import { InlineHtml } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Section, Tab, TabList } from './ImageTabs.styles';
import { imageTabsStrings } from './strings';
import { hidingCss, tabForHash, tabForKey, tabRanges, type TabRange } from './tabs';
import type { Fields, Group } from './types';

const blockElement = (n: number) =>
  typeof document === 'undefined' ? null : document.getElementById(`component-${n}`);

/**
 * Makes the following blocks the tabs' panels (role, name, visibility for assistive tech). They are
 * rendered by the block list, so the roles are added once the page is live.
 */
function usePanels(
  ranges: readonly TabRange[],
  tabIds: readonly string[],
  active: number,
  buttons: { current: (HTMLButtonElement | null)[] },
) {
  useEffect(() => {
    const touched: HTMLElement[] = [];
    ranges.forEach((range, position) => {
      const controls: string[] = [];
      for (const n of range.blocks) {
        const element = blockElement(n);
        if (!element) continue;
        element.setAttribute('role', 'tabpanel');
        element.setAttribute('aria-labelledby', tabIds[position] ?? '');
        controls.push(element.id);
        touched.push(element);
      }
      // aria-controls may only name elements that exist: set once the panels are known.
      const tab = buttons.current[position];
      if (tab && controls.length > 0) tab.setAttribute('aria-controls', controls.join(' '));
      else tab?.removeAttribute('aria-controls');
    });
    return () => {
      for (const element of touched) {
        element.removeAttribute('role');
        element.removeAttribute('aria-labelledby');
      }
    };
  }, [ranges, tabIds, buttons]);

  // Tabs that are not lazy warm up their images once the page is idle, so switching is instant;
  // lazy tabs fetch theirs only when first opened (hidden blocks never load lazy images).
  useEffect(() => {
    const warm = () => {
      ranges.forEach((range, position) => {
        if (range.lazy || position === active) return;
        for (const n of range.blocks) {
          blockElement(n)
            ?.querySelectorAll('img[loading="lazy"]')
            .forEach((img) => img.setAttribute('loading', 'eager'));
        }
      });
    };
    const timer = window.setTimeout(warm, 2000);
    return () => window.clearTimeout(timer);
  }, [ranges, active]);
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const currentHash = () => window.location.hash;
const noHash = () => '';

/**
 * B§3.2 image tabs: a WAI-ARIA tab list whose tabs each show the next `blocks_count` blocks of the page
 * and hide the others' (roving tabindex, arrow keys follow the reading direction, Home and End). A tab
 * opens from its `#tab_id` hash too.
 */
function ImageTabs({ fields: f, groups, index, locale }: BlockProps<Fields, Group>) {
  const dir = useDirection();
  const t = stringsFor(imageTabsStrings, locale);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  // One array identity while the content is unchanged, so the effects do not rerun on every render.
  const signature = JSON.stringify(tabRanges(groups, index));
  const tabs = useMemo(() => JSON.parse(signature) as TabRange[], [signature]);
  const tabIds = useMemo(() => tabs.map((_, n) => `${baseId}-tab-${n}`), [baseId, tabs]);
  const hash = useSyncExternalStore(subscribeToHash, currentHash, noHash);
  const [choice, setChoice] = useState<{ tab: number; hash: string } | null>(null);
  // A new hash naming a tab wins over the visitor's last click; otherwise the click stands.
  const fromHash = tabForHash(tabs, hash);
  const active = fromHash !== null && choice?.hash !== hash ? fromHash : (choice?.tab ?? 0);
  const setActive = (tab: number) => setChoice({ tab, hash });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  usePanels(tabs, tabIds, active, buttons);

  if (tabs.length === 0) return null;
  const current = Math.min(active, tabs.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabForKey(event.key, current, tabs.length, dir);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  };

  const hasHeading = Boolean(f.heading.trim());
  const css = hidingCss(tabs, current);
  return (
    <Surface theme={f.box_color} spacing="none">
      {css && <style>{css}</style>}
      <Container>
        <Section>
          {hasHeading && (
            <Heading id={headingId} size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <TabList
            role="tablist"
            aria-labelledby={hasHeading ? headingId : undefined}
            aria-label={hasHeading ? undefined : t.tabs}
            onKeyDown={onKeyDown}
          >
            {tabs.map((tab, position) => {
              const selected = position === current;
              return (
                <Tab
                  key={`${tab.label}-${position}`}
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  id={tabIds[position]}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  data-lazy={tab.lazy || undefined}
                  onClick={() => setActive(position)}
                >
                  {tab.label}
                </Tab>
              );
            })}
          </TabList>
        </Section>
      </Container>
    </Surface>
  );
}

export const imageTabsComponent = ImageTabs satisfies BlockComponent<Fields, Group>;
