import styled from 'styled-components';
import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { Fields } from './types';

const Banner = styled.div`
  display: grid;
  min-block-size: clamp(18rem, 52vh, 34rem);
  padding-block: clamp(2.5rem, 8vw, 6rem);
  align-items: center;
  background:
    radial-gradient(120% 90% at 85% 0%, color-mix(in srgb, var(--lux-color-accent, #9e1b32) 22%, transparent), transparent 60%),
    var(--lux-color-surface, transparent);

  &[data-align='top'] {
    align-items: start;
  }

  /* Phones: as tall as its copy, so the page's content (a stock list, a form) starts on the first screen. */
  @media (max-width: 740.98px) {
    min-block-size: 0;
    padding-block: 1.5rem;
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.25rem;
  max-inline-size: 44rem;
  text-align: start;

  p {
    margin: 0;
    font-size: clamp(1.05rem, 1.6vw, 1.3rem);
    line-height: 1.6;
    color: var(--lux-color-text-muted, inherit);
  }

  @media (max-width: 740.98px) {
    gap: 0.75rem;
  }
`;

const Media = styled.div`
  position: relative;
  grid-area: 1 / 1;
  z-index: 0;
  overflow: hidden;

  img {
    block-size: 100%;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(to top, rgb(0 0 0 / 0.6), rgb(0 0 0 / 0.1) 60%);
  }
`;

const Layered = styled.div`
  display: grid;
  position: relative;

  > ${Banner} {
    grid-area: 1 / 1;
    z-index: 1;
    background: none;
    color: #fff;
  }
`;

function HeroTitleBanner({ fields: f, locale, index }: BlockProps<Fields, never>) {
  const banner = (
    <Banner data-align={f.copy_alignment_class} data-font={f.header_font}>
      <Container>
        <Copy>
          {f.heading.trim() && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <RichText html={f.paragraph} />
          {f.button && (
            <div>
              <BlockLink link={f.button} locale={locale} />
            </div>
          )}
        </Copy>
      </Container>
    </Banner>
  );
  if (f.image) {
    return (
      <Surface theme="black" spacing="none">
        <Layered>
          <Media>
            <BlockImage image={f.image} index={index} ratio="16-6-5" />
          </Media>
          {banner}
        </Layered>
      </Surface>
    );
  }
  return (
    <Surface theme={f.box_color} spacing="none">
      {banner}
    </Surface>
  );
}

export const heroTitleBannerComponent = HeroTitleBanner satisfies BlockComponent<Fields, never>;
