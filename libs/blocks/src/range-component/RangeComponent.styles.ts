import styled from 'styled-components';
import { RichText } from '../shared/RichText';

/** Phones: figure and copy over the image stacked; from 1024 px the image takes seven twelfths. */
export const Layout = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  align-items: center;
  padding-block: clamp(3rem, 7vw, 6rem);

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: var(--lux-space-9);
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--lux-space-5);
  align-content: center;
  text-align: start;
`;

export const Figure = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 var(--lux-space-3);
  padding-block-end: var(--lux-space-4);
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-text) 30%, transparent);
`;

export const UpTo = styled.span`
  flex-basis: 100%;
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--lux-color-text-muted);
`;

export const Value = styled.span`
  font-size: clamp(4rem, 9vw, 7.5rem);
  font-weight: 200;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
`;

export const Unit = styled.span`
  font-size: clamp(1.25rem, 2vw, 1.75rem);
  font-weight: 300;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const Body = styled(RichText)`
  font-size: 1.0625rem;
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;

export const Media = styled.div`
  min-inline-size: 0;
`;
