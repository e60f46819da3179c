import { FieldError } from 'react-aria-components';
import styled from 'styled-components';

export const StyledFieldError = styled(FieldError)`
  display: flex;
  align-items: baseline;
  gap: var(--lux-space-1);
  color: var(--lux-color-danger);
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);

  /* Not colour alone (WCAG 1.4.1): a mark before the text. */
  &::before {
    content: '!';
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 1.1em;
    block-size: 1.1em;
    border-radius: 50%;
    background-color: var(--lux-color-danger);
    color: var(--lux-color-bg);
    font-size: 0.85em;
  }
`;
