import type { ComponentPropsWithRef, ReactNode } from 'react';

export type SkipLinkProps = Omit<ComponentPropsWithRef<'a'>, 'children'> & {
  /** Fragment of the main content, `#main-content` by default; give the target `tabIndex={-1}`. */
  href?: string;
  /** Translated label, e.g. "Skip to content" or "דלג לתוכן". */
  children: ReactNode;
};

/**
 * First focusable element of a page: hidden until focused, then jumps past the navigation.
 * Its styles live in GlobalStyle (`[data-skip-link]`) so a server-rendered anchor works pre-hydration.
 */
export function SkipLink({ href = '#main-content', children, ...rest }: SkipLinkProps) {
  return (
    <a {...rest} href={href} data-skip-link="">
      {children}
    </a>
  );
}
