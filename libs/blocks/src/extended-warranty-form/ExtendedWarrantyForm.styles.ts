import styled from 'styled-components';

export const PriceTable = styled.div`
  max-inline-size: 64rem;
  margin-block: 0 2rem;
  margin-inline: auto;
  overflow-x: auto;

  & table {
    inline-size: 100%;
    border-collapse: collapse;
  }
  & th,
  & td {
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border-block-end: 1px solid var(--lux-color-border);
    text-align: start;
  }
  & th {
    font-weight: var(--lux-font-weight-bold);
  }
`;
