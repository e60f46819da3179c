import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);

  /* The numbered buttons replace the shared Carousel's dots (they drive them). */
  section[aria-roledescription] ol {
    display: none;
  }
  section[aria-roledescription] > div:last-child:not(:first-child) {
    justify-content: end;
  }
`;

export const Numbers = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2) var(--lux-space-5);
  border-block-end: 1px solid var(--lux-color-border);
`;

export const NumberButton = styled.button`
  min-inline-size: 44px;
  min-block-size: 44px;
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-1);
  border: 0;
  border-block-end: 3px solid transparent;
  margin-block-end: -1px;
  background: none;
  color: var(--lux-color-text-muted);
  font: inherit;
  font-size: 1.125rem;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.08em;
  cursor: pointer;

  &[aria-current='true'] {
    color: var(--lux-color-text);
    font-weight: var(--lux-font-weight-bold);
    border-block-end-color: currentColor;
  }
  &:hover {
    color: var(--lux-color-text);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const Frame = styled.article`
  display: grid;
  gap: var(--lux-space-5);
  align-items: center;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: var(--lux-space-8);
  }
`;

export const Copy = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  align-content: start;
  text-align: start;
`;

export const BigNumber = styled.span`
  font-size: clamp(2.5rem, 5vw, 4.5rem);
  font-weight: 300;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: var(--lux-color-text-muted);
`;

export const Body = styled(RichText)`
  line-height: 1.7;
`;
