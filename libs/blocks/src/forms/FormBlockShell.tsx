import type { ReactNode } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import type { HeaderSize, HeaderTag, Theme } from '../shared/values';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { FormBox, Intro } from './FormView.styles';
import type { Alignment } from './types';

export interface FormBlockCopy {
  heading: string;
  header_size: HeaderSize;
  header_tag: HeaderTag;
  paragraph: string;
  box_color: Theme;
  form_position: Alignment;
}

/** The outline level under a block's heading (for the thank-you title), capped at 4. */
export function levelBelow(tag: HeaderTag): 2 | 3 | 4 {
  const level: HeadingLevel = headingLevelFromTag(tag);
  return Math.min(4, Math.max(2, level + 1)) as 2 | 3 | 4;
}

/** A form block's section: its colours (box_color), heading and copy above the form, placed by form_position. */
export function FormBlockShell({ copy, children, after }: { copy: FormBlockCopy; children: ReactNode; after?: ReactNode }) {
  const hasHeading = textOf(copy.heading) !== '';
  const hasText = textOf(copy.paragraph) !== '';
  return (
    <Surface theme={copy.box_color}>
      <Container>
        {(hasHeading || hasText) && (
          <FormBox data-position={copy.form_position}>
            <Intro>
              {hasHeading && (
                <Heading size={copy.header_size} level={headingLevelFromTag(copy.header_tag)}>
                  <InlineHtml html={copy.heading} />
                </Heading>
              )}
              {hasText && <RichText html={copy.paragraph} />}
            </Intro>
          </FormBox>
        )}
        {children}
        {after}
      </Container>
    </Surface>
  );
}
