import { Input, TextArea, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldStack } from '../field/Field.styles';

export const StyledTextField = styled(TextField)`
  ${fieldStack}
`;

export const StyledInput = styled(Input)`
  ${controlBox}
  inline-size: 100%;
`;

export const StyledTextArea = styled(TextArea)`
  ${controlBox}
  inline-size: 100%;
  min-block-size: 6rem;
  resize: vertical;
`;
