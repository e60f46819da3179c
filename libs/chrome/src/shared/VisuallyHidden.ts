import styled from 'styled-components';

/** Text for assistive technology only (an icon link's name, a "new tab" hint). */
export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
