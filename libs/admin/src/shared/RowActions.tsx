import styled from 'styled-components';

/** Buttons of one row, side by side. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;
