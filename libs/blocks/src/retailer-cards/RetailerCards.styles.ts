import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3) var(--lux-space-5);
`;

export const Status = styled.p`
  margin: 0;
  min-block-size: 1.6em;
  color: var(--lux-color-text-muted);

  &:empty {
    min-block-size: 0;
  }
`;

export const Grid = styled.ul`
  display: grid;
  gap: var(--lux-grid-gap, 1.5rem);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;
