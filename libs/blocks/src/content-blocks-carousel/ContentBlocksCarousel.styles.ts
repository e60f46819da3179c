import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: clamp(1.5rem, 3vw, 2.5rem);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  block-size: 100%;

  &[data-raised='true'] {
    background: var(--lux-color-surface-raised);
  }
`;

/** The card's text; on raised cards (grey, dark, black themes) it keeps clear of the card's edges. */
export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding-block: 1.5rem 0;

  ${Card}[data-raised='true'] & {
    padding: 1.5rem;
  }
`;

export const Media = styled.div`
  overflow: hidden;

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    transition: transform var(--lux-duration-slow, 350ms) var(--lux-easing-standard, ease);
  }

  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    ${Card}:hover & img {
      transform: scale(1.03);
    }
  }
`;

export const Copy = styled.div`
  flex: 1;
  color: var(--lux-color-text-muted);
  line-height: 1.6;
`;

export const Price = styled.p`
  margin: 0;
  font-weight: var(--lux-font-weight-bold, 700);
  font-variant-numeric: tabular-nums;
`;

export const Action = styled.div`
  padding-block-start: 0.75rem;
`;
