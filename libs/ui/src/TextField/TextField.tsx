import type { ReactNode, Ref } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { FieldErrorMessage } from '../FieldError';
import { FieldHelp, FieldLabelText } from '../field/FieldParts';
import { StyledInput, StyledTextArea, StyledTextField } from './TextField.styles';

/** Input types a text field supports; each brings the matching keyboard and autofill. */
export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'> & {
  /** Visible label, which is also the accessible name. */
  label: ReactNode;
  /** Help under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error shown while the field is invalid (`isInvalid`, a failed `validate` or native constraint). */
  errorMessage?: FieldErrorMessage;
  /** Input type; ignored when `multiline`. Defaults to `text`. */
  type?: TextFieldType;
  /** Renders a `<textarea>` for several lines of text. */
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  /** Hint shown while empty; never a replacement for the label. */
  placeholder?: string;
  /** Ref to the `<input>` or `<textarea>`. */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/** A labelled single-line or multiline text input with description and error (react-aria TextField). */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  multiline = false,
  rows = 4,
  placeholder,
  inputRef,
  isRequired,
  ...rest
}: TextFieldProps) {
  return (
    <StyledTextField {...rest} type={multiline ? undefined : type} isRequired={isRequired}>
      <FieldLabelText label={label} isRequired={isRequired} />
      {multiline ? (
        <StyledTextArea ref={inputRef} rows={rows} placeholder={placeholder} />
      ) : (
        <StyledInput ref={inputRef} placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledTextField>
  );
}
