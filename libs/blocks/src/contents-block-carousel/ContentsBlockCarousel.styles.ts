import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

/** A card: the picture flush, copy under it; on grey and all-white themes the card is a white panel. */
export const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  block-size: 100%;

  [data-slider-theme='grey'] &,
  [data-slider-theme='all-white-theme'] & {
    background: #fff;
  }
`;

export const CardCopy = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-3);
  padding-block: var(--lux-space-5);
  text-align: start;

  [data-slider-theme='grey'] &,
  [data-slider-theme='all-white-theme'] & {
    padding-inline: var(--lux-space-5);
  }
`;

export const Body = styled(RichText)`
  line-height: 1.65;
  color: var(--lux-color-text-muted);
`;

/** The link sits at the card's foot, so links line up across cards of different copy lengths. */
export const LinkRow = styled.div`
  margin-block-start: auto;
  padding-block-start: var(--lux-space-2);
`;
