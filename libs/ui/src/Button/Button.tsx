import type { AnchorHTMLAttributes, ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { useDirection } from '../direction/UiProvider';
import { resolveButtonSize, type ButtonSize, type ButtonVariant } from './buttonRules';
import { StyledButton } from './Button.styles';

/** Glyphs that point toward the inline end, so they mirror under RTL. */
export type ButtonTrailingIcon = 'arrow' | 'chevron';

const iconPaths: Record<ButtonTrailingIcon, string> = {
  arrow: 'M2 8h11M9 4l4 4-4 4',
  chevron: 'M6 3l5 5-5 5',
};

type ButtonOwnProps<C extends ElementType> = {
  /** Element or component to render instead, e.g. a router `Link`; its own props are accepted too. */
  as?: C;
  /** Visual weight, the CMS `ui_type`. Defaults to `primary`. */
  variant?: ButtonVariant;
  /** `medium` (default) or `small`; a tertiary button is always small (blocks spec §5). */
  size?: ButtonSize;
  /** Address to go to: renders an `<a>` when no `as` is given. */
  href?: string;
  /** Type of a native `<button>`; defaults to `button` so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** Directional glyph after the label, pointing to the inline end; mirrors under RTL. */
  trailingIcon?: ButtonTrailingIcon;
  /** Work in progress: shows a spinner, sets `aria-busy`, ignores activation and keeps focus. */
  loading?: boolean;
  /** Inactive: native `disabled` on a `<button>`, `aria-disabled` on links and other elements. */
  disabled?: boolean;
  /** The visible label, which is also the accessible name. */
  children: ReactNode;
  /** Called on activation; not called while disabled or loading. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/** Anchor-only attributes, accepted without `as` because `href` switches the element to `<a>`. */
type AnchorOnlyProps = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'target' | 'rel' | 'download' | 'hrefLang' | 'ping' | 'referrerPolicy'
>;

/** Props of `Button`: its own, plus those of the rendered element (`button`, `a` or `as`). */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps<C>> &
  (C extends 'button' ? AnchorOnlyProps : unknown);

/**
 * A button, or a link styled as one. Renders `<button type="button">` by default, `<a>` when
 * `href` is given, or the `as` component (router links).
 */
export function Button<C extends ElementType = 'button'>({
  as,
  variant = 'primary',
  size = 'medium',
  href,
  type,
  trailingIcon,
  loading = false,
  disabled = false,
  children,
  onClick,
  ...rest
}: ButtonProps<C>) {
  const dir = useDirection();
  const element: ElementType = as ?? (href === undefined ? 'button' : 'a');
  const isNativeButton = element === 'button';
  const inactive = disabled || loading;
  // A disabled plain link loses its address (so middle-click cannot open it) and keeps its role.
  const dropHref = disabled && element === 'a';

  function handleClick(event: MouseEvent<HTMLElement>) {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  // Only defined keys: an explicit `href: undefined` would override the `as` component's own link.
  const attributes: Record<string, unknown> = {};
  if (isNativeButton) attributes['type'] = type ?? 'button';
  if (href !== undefined && !dropHref) attributes['href'] = href;
  if (dropHref) attributes['role'] = 'link';
  // Native `disabled` only when not loading: a loading button stays focusable for its update.
  if (isNativeButton && disabled) attributes['disabled'] = true;
  else if (inactive) attributes['aria-disabled'] = true;
  if (loading) attributes['aria-busy'] = true;

  return (
    <StyledButton
      as={element}
      {...attributes}
      {...(rest as Record<string, unknown>)}
      data-variant={variant}
      data-size={resolveButtonSize(variant, size)}
      onClick={handleClick}
    >
      {children}
      {loading ? <span data-spinner="" aria-hidden="true" /> : null}
      {trailingIcon !== undefined && !loading ? (
        <svg
          data-icon={trailingIcon}
          data-mirrored={dir === 'rtl' ? 'true' : undefined}
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d={iconPaths[trailingIcon]} />
        </svg>
      ) : null}
    </StyledButton>
  );
}
