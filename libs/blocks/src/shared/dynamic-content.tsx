import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import {
  $resolveDynamicContent,
  isItemShown,
  parseDynamicContentCondition,
  strategyRequested,
  type DynamicContentCondition,
  type DynamicContentDisplay,
} from '@lux/dynamic-content';

const noSubscription = () => () => undefined;

/**
 * False on the server and in the render that hydrates the server's HTML, true from then on (B§4:
 * dynamic content is visible until mounted). React renders again right after hydrating, so the slot
 * can change then without a hydration mismatch; a block mounted later, on a client-side navigation,
 * starts mounted and never flashes the wrong slot.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The B§4 wrapper's decision for one condition: `content` until mounted, then whether its strategy
 * passes with the data at hand (absent data → `content`). Once mounted it asks for the strategy's
 * data; the model fetches each strategy once, however many wrappers ask.
 */
export function useDynamicContent(condition: DynamicContentCondition | null): DynamicContentDisplay {
  const [resolve, requestStrategy] = useUnit([$resolveDynamicContent, strategyRequested]);
  const mounted = useMounted();
  const key = condition?.key ?? null;
  useEffect(() => {
    if (key !== null) requestStrategy(key);
  }, [key, requestStrategy]);
  return resolve(condition, mounted);
}

export interface DynamicContentProps {
  /** The block's `dc_strategy`, parsed. */
  condition: DynamicContentCondition;
  children: ReactNode;
}

/**
 * Renders its children only where the condition says (an item marked `fallback` only in the fallback
 * slot), and nothing at all otherwise: no empty wrapper that would hold space.
 */
export function DynamicContent({ condition, children }: DynamicContentProps) {
  const display = useDynamicContent(condition);
  return isItemShown(condition, display) ? children : null;
}

const keysOf = (conditions: readonly unknown[] | undefined) => [
  ...new Set((conditions ?? []).flatMap((raw) => parseDynamicContentCondition(raw)?.key ?? [])),
];

/**
 * For lists that filter items by their `dc_strategy` (the floating button's `filterItem`): returns
 * `(condition) => boolean`, true when the item shows — an item without a condition always does. The
 * strategies of the conditions it judged, and of `conditions` when given, are requested in an effect
 * after each render of the calling component, never during render. Pass `conditions` (the items'
 * `dcStrategy`) when the list can change without this component rendering again.
 */
export function useDynamicContentFilter(conditions?: readonly unknown[]): (condition: unknown) => boolean {
  const [resolve, requestStrategy] = useUnit([$resolveDynamicContent, strategyRequested]);
  const mounted = useMounted();
  const judged = useRef(new Set<string>());
  const requested = useRef(new Set<string>());
  const listed = keysOf(conditions).join('\n');
  useEffect(() => {
    const wanted = [...(listed === '' ? [] : listed.split('\n')), ...judged.current];
    for (const key of wanted) {
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      requestStrategy(key);
    }
  });
  return useCallback(
    (raw: unknown) => {
      const condition = parseDynamicContentCondition(raw);
      if (condition) judged.current.add(condition.key);
      return isItemShown(condition, resolve(condition, mounted));
    },
    [resolve, mounted],
  );
}
