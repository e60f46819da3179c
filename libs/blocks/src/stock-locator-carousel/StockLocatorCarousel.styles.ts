import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6, 2rem);
  padding-block: clamp(2.5rem, 6vw, 5rem);
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: var(--lux-space-3, 0.75rem) var(--lux-space-5, 1.5rem);
`;

/** Reserves the carousel's height while it loads in the browser, so nothing below it jumps. */
export const Placeholder = styled.div`
  display: grid;
  place-items: center;
  justify-items: center;
  gap: var(--lux-space-3, 0.75rem);
  min-block-size: 24rem;

  p {
    margin: 0;
  }
`;
