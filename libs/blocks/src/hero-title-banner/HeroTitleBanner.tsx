import styled from 'styled-components';
import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { BlockLink } from '../shared/BlockLink';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { Fields } from './schema';

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
`;

function HeroTitleBanner({ fields: f, locale }: BlockProps<Fields, never>) {
  return (
    <Surface theme={f.box_color} spacing="none">
      <Banner data-align={f.copy_alignment_class}>
        <Container>
          <Copy>
            {f.heading && (
              <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                {f.heading}
              </Heading>
            )}
            {f.paragraph && <p>{f.paragraph}</p>}
            {f.button && (
              <div>
                <BlockLink link={f.button} locale={locale} />
              </div>
            )}
          </Copy>
        </Container>
      </Banner>
    </Surface>
  );
}

export const heroTitleBannerComponent = HeroTitleBanner satisfies BlockComponent<Fields, never>;
