import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { HeadingSize } from '../tokens/tokens';
import { StyledHeading } from './Heading.styles';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
/** Document-outline level: `1` renders `<h1>` (CMS `header_tag`). */
export type HeadingLevel = (typeof headingLevels)[number];

export type HeadingProps = Omit<ComponentPropsWithRef<'h2'>, 'children'> & {
  /** Visual size, the CMS `header_size`; independent of `level`. Defaults to `xl`. */
  size?: HeadingSize;
  /** Outline level 1–6, the CMS `header_tag`; independent of `size`. Defaults to 2. */
  level?: HeadingLevel;
  /** The heading text. */
  children: ReactNode;
};

/** A section heading whose look (`size`) and outline level (`level`) are chosen separately. */
export function Heading({ size = 'xl', level = 2, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} {...rest} data-size={size}>
      {children}
    </StyledHeading>
  );
}

/**
 * The CMS `header_tag` (`'H1'`…`'H6'`, also `'h3'`, `'3'` or `3`) as a level; anything else is 2,
 * the spec's default (blocks spec §3.3).
 */
export function headingLevelFromTag(tag: string | number | null | undefined): HeadingLevel {
  const match = /^h?([1-6])$/i.exec(String(tag ?? '').trim());
  return match?.[1] === undefined ? 2 : (Number(match[1]) as HeadingLevel);
}
