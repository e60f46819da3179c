import styled from 'styled-components';

export const Intro = styled.div`
  display: grid;
  gap: var(--lux-space-2);
  margin-block-end: var(--lux-space-5);
`;

export const Cards = styled.ul`
  display: grid;
  gap: var(--lux-grid-gap);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.article`
  display: grid;
  grid-template-rows: auto auto auto 1fr auto;
  gap: var(--lux-space-3);
  block-size: 100%;
  padding-block-end: var(--lux-space-4);
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-m);
  background: var(--lux-color-bg);
  overflow: hidden;

  > :not(picture, img, div[role='presentation']) {
    margin-inline: var(--lux-space-4);
  }
  h3 {
    margin-block: 0;
  }
`;

export const Price = styled.p`
  margin-block: 0;
  font-size: var(--lux-font-size-heading-s);
  font-weight: var(--lux-font-weight-bold);
`;

export const Icons = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--lux-space-2);
  margin-block: 0;
  padding: 0;
  list-style: none;
  font-size: var(--lux-font-size-small);

  li {
    display: flex;
    align-items: center;
    gap: var(--lux-space-2);
  }
  svg {
    flex: none;
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
  svg[data-directional]:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export const Extras = styled.dl`
  display: grid;
  gap: var(--lux-space-1);
  margin-block: 0;
  font-size: var(--lux-font-size-small);

  div {
    display: flex;
    justify-content: space-between;
    gap: var(--lux-space-2);
    border-block-end: 1px dotted var(--lux-color-border);
  }
  dd {
    margin: 0;
  }
`;
