import styled from 'styled-components';

export const StyledImg = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  object-fit: cover;
  background-color: var(--lux-color-surface-raised, transparent);
`;
