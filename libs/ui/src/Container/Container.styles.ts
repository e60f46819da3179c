import styled from 'styled-components';

// The inline padding token grows at the md, lg and xl-screen breakpoints (GlobalStyle), so the
// container needs no media queries of its own.
export const StyledContainer = styled.div`
  inline-size: 100%;
  max-inline-size: var(--lux-container-max);
  margin-inline: auto;
  padding-inline: var(--lux-container-padding);
`;
