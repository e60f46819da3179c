import styled from 'styled-components';
import { Container, Surface } from '@lux/ui';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { Fields } from './types';

const Figure = styled.figure`
  margin: 0;
  padding-block: clamp(2.5rem, 6vw, 4.5rem);
  display: grid;
  gap: 1.25rem;
  max-inline-size: 52rem;
  margin-inline: auto;

  &[data-align='left'] {
    text-align: start;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='right'] {
    text-align: end;
  }
  &[data-justify='true'] blockquote {
    text-align: justify;
  }

  blockquote {
    margin: 0;
    font-size: clamp(1.35rem, 2.6vw, 2rem);
    line-height: 1.45;
    font-weight: 300;
  }

  figcaption {
    display: grid;
    gap: 0.25rem;
    font-size: 1rem;
  }

  cite {
    font-style: normal;
    font-weight: 600;
  }
`;

function Quote({ fields: f }: BlockProps<Fields, never>) {
  if (!f.quote.trim()) return null;
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Figure data-align={f.alignment} data-justify={String(f.justify_text)}>
          <blockquote>
            <p>{f.quote}</p>
          </blockquote>
          {(f.author || f.author_position) && (
            <figcaption>
              {f.author && <cite>{f.author}</cite>}
              {f.author_position && <span>{f.author_position}</span>}
            </figcaption>
          )}
        </Figure>
      </Container>
    </Surface>
  );
}

export const quoteComponent = Quote satisfies BlockComponent<Fields, never>;
