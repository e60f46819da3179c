const focusable =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [role="spinbutton"], [tabindex]:not([tabindex="-1"])';

/** Whether an element can take focus from the keyboard and is visible to everyone. */
function reachable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && !element.closest('[aria-hidden="true"], [inert]');
}

/**
 * Moves focus to the first invalid field inside `root` (react-aria marks a field's root `data-invalid`,
 * and plain controls carry `aria-invalid`): the field's first control a keyboard user could reach.
 * Returns whether something took focus.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  if (!root) return false;
  for (const field of root.querySelectorAll<HTMLElement>('[data-invalid], [aria-invalid="true"]')) {
    const target = field.matches(focusable) && reachable(field) ? field : Array.from(field.querySelectorAll<HTMLElement>(focusable)).find(reachable);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}
