import type { ComponentPropsWithoutRef } from 'react';
import type { FloatingButtonItem } from '@lux/shell';
import { ChromeLink } from '../shared/ChromeLink';
import { floatingItemsToRender } from '../shared/floatingItems';
import { Icon } from '../shared/Icon';
import { useDisclosure } from '../shared/useDisclosure';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { FabList, FabRoot, FabToggle } from './FloatingActionButton.styles';

export type FloatingActionButtonProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children'> & {
  /** The items (A§3); the first 4 show on desktop, 3 on mobile. */
  items: readonly FloatingButtonItem[];
  /** Name of the button and of the navigation region, e.g. "Quick actions" or "פעולות מהירות". */
  label: string;
  /** Hint read after links that open a new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string;
  /** Start expanded (default false). */
  defaultExpanded?: boolean;
};

/**
 * The floating action button (A§4): a round disclosure button at the inline-end bottom corner that
 * opens the list of item links above it. Icons are decorative; the link texts are the names.
 */
export function FloatingActionButton({ items, label, newTabHint, defaultExpanded = false, ...rest }: FloatingActionButtonProps) {
  const { rootRef, buttonProps, regionProps } = useDisclosure(defaultExpanded);
  if (items.length === 0) return null;
  return (
    <FabRoot aria-label={label} {...rest} ref={rootRef}>
      <FabToggle {...buttonProps}>
        <Icon name="plus" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </FabToggle>
      <FabList {...regionProps}>
        {floatingItemsToRender(items).map(({ item, desktopOnly }) => (
          <li key={item.id} data-desktop-only={desktopOnly ? '' : undefined}>
            <ChromeLink href={item.link.url} target={item.link.target} newTabHint={newTabHint} data-link-type={item.link.type || undefined}>
              <Icon name={item.icon} />
              {item.link.text}
            </ChromeLink>
          </li>
        ))}
      </FabList>
    </FabRoot>
  );
}
