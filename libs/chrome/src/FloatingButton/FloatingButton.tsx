import { useUnit } from 'effector-react';
import { $floatingButton, type FloatingButtonItem } from '@lux/shell';
import { FloatingActionButton } from '../FloatingActionButton';
import { QuickLinks } from '../QuickLinks';
import { FloatingButtonSlot } from './FloatingButton.styles';

export type FloatingButtonProps = {
  /** Name of the plain floating button, e.g. "Quick actions". */
  label: string;
  /** Visible label of the quick-links tab, e.g. "Quick links". */
  quickLinksLabel: string;
  /** Hint read after links that open a new tab. */
  newTabHint?: string;
  /**
   * Keeps only the items to show, e.g. by their `dcStrategy` (dynamic content decides). Applied
   * before the 4/3 limit.
   */
  filterItem?: (item: FloatingButtonItem) => boolean;
};

/**
 * The global floating button of the brand layout (A§4): the model picks quick links, the plain
 * button, or nothing, and recomputes on every path change.
 */
export function FloatingButton({ label, quickLinksLabel, newTabHint, filterItem }: FloatingButtonProps) {
  const { mode, items } = useUnit($floatingButton);
  const shown = filterItem === undefined ? items : items.filter(filterItem);
  if (mode === 'hidden' || shown.length === 0) return null;
  return (
    <FloatingButtonSlot data-mode={mode}>
      {mode === 'quickLinks' ? (
        <QuickLinks items={shown} label={quickLinksLabel} newTabHint={newTabHint} />
      ) : (
        <FloatingActionButton items={shown} label={label} newTabHint={newTabHint} />
      )}
    </FloatingButtonSlot>
  );
}
