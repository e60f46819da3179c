import { useEffect, type RefObject } from 'react';

/** Marks page blocks moved into a dialog, so the rule hiding them inline lets them show there. */
export const IN_DIALOG = 'data-in-section-dialog';

/**
 * While `positions` is set, moves those page blocks (`component-N`, rendered by BlockList) into `body` and
 * opens the dialog modally; puts them back where they were (a comment marks the spot) when it closes.
 */
export function useBlocksInDialog(
  positions: readonly number[] | null,
  dialogRef: RefObject<HTMLDialogElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
) {
  const key = positions === null ? null : positions.join(',');
  useEffect(() => {
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    if (key === null || !dialog || !body) return;
    const moved = (key ? key.split(',') : []).flatMap((position) => {
      const element = document.getElementById(`component-${position}`);
      if (!element?.parentNode) return [];
      const marker = document.createComment(`dialog:${position}`);
      element.parentNode.insertBefore(marker, element);
      element.setAttribute(IN_DIALOG, '');
      body.appendChild(element);
      return [{ element, marker }];
    });
    if (!dialog.open) dialog.showModal?.();
    return () => {
      for (const { element, marker } of moved) {
        element.removeAttribute(IN_DIALOG);
        marker.replaceWith(element);
      }
      if (dialog.open) dialog.close();
    };
  }, [key, dialogRef, bodyRef]);
}
