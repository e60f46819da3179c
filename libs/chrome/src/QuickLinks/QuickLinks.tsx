import type { ComponentPropsWithoutRef } from 'react';
import type { FloatingButtonItem } from '@lux/shell';
import { ChromeLink } from '../shared/ChromeLink';
import { floatingItemsToRender } from '../shared/floatingItems';
import { Icon } from '../shared/Icon';
import { useDisclosure } from '../shared/useDisclosure';
import { QuickLinksList, QuickLinksRoot, QuickLinksToggle } from './QuickLinks.styles';

export type QuickLinksProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children'> & {
  /** The items (A§3); the first 4 show on desktop, 3 on mobile. */
  items: readonly FloatingButtonItem[];
  /** Visible text of the toggle and name of the navigation region, e.g. "Quick links" or "קישורים מהירים". */
  label: string;
  /** Hint read after links that open a new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string;
  /** Start expanded (default false). */
  defaultExpanded?: boolean;
};

/**
 * The quick-links variant of the floating button (A§4): a labelled tab docked at the inline-end
 * edge that discloses a panel of links, each with a decorative icon and a chevron toward the inline end.
 * On phones the tab shrinks to a 44px icon button low in the corner, so it does not cover the page's
 * own controls (the stock list's tabs, its filters button).
 */
export function QuickLinks({ items, label, newTabHint, defaultExpanded = false, ...rest }: QuickLinksProps) {
  const { rootRef, buttonProps, regionProps } = useDisclosure(defaultExpanded);
  if (items.length === 0) return null;
  return (
    <QuickLinksRoot aria-label={label} {...rest} ref={rootRef}>
      <QuickLinksToggle {...buttonProps}>
        {/* On phones only the icon shows; the text stays the button's name. */}
        <span data-label="">{label}</span>
        <Icon name="chevron-up" />
      </QuickLinksToggle>
      <QuickLinksList {...regionProps}>
        {floatingItemsToRender(items).map(({ item, desktopOnly }) => (
          <li key={item.id} data-desktop-only={desktopOnly ? '' : undefined}>
            <ChromeLink href={item.link.url} target={item.link.target} newTabHint={newTabHint} data-link-type={item.link.type || undefined}>
              <Icon name={item.icon} />
              <span data-text="">{item.link.text}</span>
              <Icon name="chevron" />
            </ChromeLink>
          </li>
        ))}
      </QuickLinksList>
    </QuickLinksRoot>
  );
}
