import { floatingButtonLimits, visibleItems, type FloatingButtonItem } from '@lux/shell';

/**
 * The items to render (4 at most, A§9), each marked when it shows on desktop only: CSS hides
 * those below the `md` breakpoint, so the server and the client render the same markup.
 */
export function floatingItemsToRender(items: readonly FloatingButtonItem[]) {
  return visibleItems(items, false).map((item, index) => ({ item, desktopOnly: index >= floatingButtonLimits.mobile }));
}
