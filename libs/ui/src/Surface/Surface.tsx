import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import type { ThemeName } from '../tokens/themes';
import { StyledSurface } from './Surface.styles';

export const surfaceVariants = ['flat', 'raised'] as const;
/** `flat` sits on the page; `raised` is a card with a background of its own and a shadow. */
export type SurfaceVariant = (typeof surfaceVariants)[number];

export const surfaceSpacings = ['none', 'medium', 'large'] as const;
/** Block (vertical in horizontal writing) padding of the section. */
export type SurfaceSpacing = (typeof surfaceSpacings)[number];

type SurfaceOwnProps<C extends ElementType> = {
  /** Element to render. Defaults to `section`; use `div` or `article` for cards. */
  as?: C;
  /**
   * Colour theme of this subtree (the CMS `box_color`); inherits the surrounding theme when unset.
   * Pass it to `Surface` itself: a `styled(Surface)` wrapper treats `theme` as its own prop.
   */
  theme?: ThemeName;
  /** `flat` (default) or `raised`, the elevated card. */
  variant?: SurfaceVariant;
  /** Block padding: `none`, `medium` (default) or `large`. */
  spacing?: SurfaceSpacing;
  /** The section's content. */
  children?: ReactNode;
};

/** Props of `Surface`: its own, plus those of the rendered element. */
export type SurfaceProps<C extends ElementType = 'section'> = SurfaceOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof SurfaceOwnProps<C>>;

/** A themed section or an elevated card. `theme` becomes `data-theme`, never a styled-components theme. */
export function Surface<C extends ElementType = 'section'>({
  as,
  theme,
  variant = 'flat',
  spacing = 'medium',
  children,
  ...rest
}: SurfaceProps<C>) {
  return (
    <StyledSurface
      as={as ?? 'section'}
      {...(rest as Record<string, unknown>)}
      data-theme={theme}
      data-variant={variant}
      data-spacing={spacing}
    >
      {children}
    </StyledSurface>
  );
}
