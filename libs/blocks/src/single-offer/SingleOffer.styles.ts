import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Card = styled.article`
  display: grid;
  margin-block: clamp(3rem, 7vw, 6rem);
  background: var(--lux-color-surface-raised);
  box-shadow: 0 1px 0 color-mix(in srgb, var(--lux-color-border) 40%, transparent);

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: stretch;
  }
`;

export const Media = styled.div`
  img {
    block-size: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.div`
  display: grid;
  align-content: center;
  gap: var(--lux-space-4);
  padding: clamp(1.5rem, 4vw, 3.5rem);
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--lux-color-link);
`;

export const OfferText = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-heading-s);
  font-weight: 300;
  line-height: 1.35;
`;

export const Prices = styled.div`
  display: grid;
  gap: var(--lux-space-1);
  padding-block: var(--lux-space-4);
  border-block: 1px solid color-mix(in srgb, var(--lux-color-border) 40%, transparent);

  p {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  p:first-child {
    font-size: var(--lux-font-size-heading-xs);
    font-weight: var(--lux-font-weight-bold);
  }
`;

export const Terms = styled(RichText)`
  font-size: 0.8125rem;
  line-height: 1.6;
  color: var(--lux-color-text-muted);
`;

export const Actions = styled.div`
  padding-block-start: var(--lux-space-2);
`;
