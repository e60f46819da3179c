import styled from 'styled-components';

/** Prints nothing: the button is for the screen only. */
export const FloatingButtonSlot = styled.div`
  display: contents;

  @media print {
    display: none;
  }
`;
