import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { StyledContainer } from './Container.styles';

type ContainerOwnProps<C extends ElementType> = {
  /** Element to render, e.g. `main` or `header`. Defaults to `div`. */
  as?: C;
  /** The content to centre. */
  children?: ReactNode;
};

/** Props of `Container`: its own, plus those of the rendered element. */
export type ContainerProps<C extends ElementType = 'div'> = ContainerOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof ContainerOwnProps<C>>;

/** Centres content at the site's maximum width, with inline padding that grows with the screen. */
export function Container<C extends ElementType = 'div'>({ as, children, ...rest }: ContainerProps<C>) {
  return (
    <StyledContainer as={as ?? 'div'} {...(rest as Record<string, unknown>)}>
      {children}
    </StyledContainer>
  );
}
