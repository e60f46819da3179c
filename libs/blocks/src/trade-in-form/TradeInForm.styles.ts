import styled from 'styled-components';

export const Vehicle = styled.fieldset`
  grid-column: 1 / -1;
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
  min-inline-size: 0;

  & > legend {
    margin-block-end: 1rem;
    padding: 0;
    font-weight: var(--lux-font-weight-bold);
  }
`;
