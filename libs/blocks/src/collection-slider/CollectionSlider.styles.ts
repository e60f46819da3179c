import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-3);
  block-size: 100%;
  text-align: start;

  img {
    background: #fff;
  }
`;

export const Body = styled(RichText)`
  font-size: var(--lux-font-size-small);
  line-height: 1.6;
  color: var(--lux-color-text-muted);
`;

export const Price = styled.p`
  margin: 0;
  font-weight: var(--lux-font-weight-bold);
  font-variant-numeric: tabular-nums;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The link at the card's foot, so links line up across cards. */
export const LinkRow = styled.div`
  margin-block-start: auto;
  padding-block-start: var(--lux-space-2);
`;
