import { Container, Heading, Surface, headingLevelFromTag, isLinkShown } from '@lux/ui';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Action, Column, Text } from './Snippet.styles';
import type { Fields } from './types';

/** A heading, a short paragraph and a link, centred; nothing at all when every field is empty. */
function Snippet({ fields: f, locale }: BlockProps<Fields, never>) {
  const hasHeading = textOf(f.heading) !== '';
  const hasText = textOf(f.paragraph) !== '';
  const hasLink = f.link !== null && isLinkShown(f.link);
  if (!hasHeading && !hasText && !hasLink) return null;

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Column>
          {hasHeading && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {hasText && (
            <Text>
              <RichText html={f.paragraph} />
            </Text>
          )}
          {hasLink && (
            <Action>
              <BlockLink link={f.link} locale={locale} />
            </Action>
          )}
        </Column>
      </Container>
    </Surface>
  );
}

export const snippetComponent = Snippet satisfies BlockComponent<Fields, never>;
