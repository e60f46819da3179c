import { render, screen } from '@testing-library/react';
import { TextField as AriaTextField, Input, Label } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { FieldError } from './FieldError';

function Field({ isInvalid }: { isInvalid: boolean }) {
  return (
    <AriaTextField isInvalid={isInvalid}>
      <Label>Licence plate</Label>
      <Input />
      <FieldError>Enter a plate of 7 or 8 digits</FieldError>
    </AriaTextField>
  );
}

describe('FieldError', () => {
  it('describes the invalid control, so screen readers read it with the field', () => {
    render(<Field isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Licence plate' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Enter a plate of 7 or 8 digits');
  });

  it('renders nothing while the field is valid', () => {
    render(<Field isInvalid={false} />);
    expect(screen.queryByText('Enter a plate of 7 or 8 digits')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Licence plate' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });
});
