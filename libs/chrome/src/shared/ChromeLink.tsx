import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { LinkTarget } from '@lux/shell';
import { VisuallyHidden } from './VisuallyHidden';

export type ChromeLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'children'> & {
  /** Address, already checked by the domain (`safeUrl`). */
  href: string;
  target: LinkTarget;
  /** Appended for assistive technology when the link opens a new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string | undefined;
  children: ReactNode;
};

/** An admin link: `_blank` gets `rel="noopener noreferrer"` and the new-tab hint. */
export function ChromeLink({ href, target, newTabHint, children, ...rest }: ChromeLinkProps) {
  const newTab = target === '_blank';
  return (
    <a {...rest} href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {children}
      {newTab && newTabHint ? <VisuallyHidden> {newTabHint}</VisuallyHidden> : null}
    </a>
  );
}
