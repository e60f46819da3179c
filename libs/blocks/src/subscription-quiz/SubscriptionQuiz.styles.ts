import styled from 'styled-components';

export const Summary = styled.div`
  display: grid;
  gap: 2rem;
`;

export const Answers = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem 2rem;
  margin: 0;

  & dt {
    font-size: 0.875rem;
    color: var(--lux-color-text-muted, inherit);
  }
  & dd {
    margin: 0.25rem 0 0;
    font-weight: 600;
  }
`;

export const Products = styled.section`
  display: grid;
  gap: 1.25rem;
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.article`
  display: grid;
  grid-template-rows: auto auto 1fr auto auto;
  gap: 0.75rem;
  block-size: 100%;
  padding: 1.5rem;
  border: 1px solid var(--lux-color-border);
  background: var(--lux-color-surface-raised, transparent);

  & [data-kind] {
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  & [data-price] {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 600;
  }
  & > :last-child {
    justify-self: start;
  }
`;

export const Footer = styled.div`
  font-size: 0.875rem;
`;
