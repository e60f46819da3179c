import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { declarationsFor, physicalDeclarations } from '../testing/css';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input, marks it required and describes it', () => {
    render(<TextField label="Full name" description="As on your ID card" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveProperty('required', true);
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('As on your ID card');
  });

  it('renders the input type, e.g. password and email', () => {
    render(
      <>
        <TextField label="Email" type="email" />
        <TextField label="Password" type="password" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('renders a textarea when multiline', () => {
    render(<TextField label="Notes" multiline rows={3} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes.getAttribute('rows')).toBe('3');
  });

  it('shows the error and marks the input invalid', () => {
    render(<TextField label="Email" isInvalid errorMessage="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });

  it('reports typed text and spreads other props to the field root', async () => {
    const onChange = vi.fn();
    render(<TextField label="Model" onChange={onChange} data-testid="root" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Model' }), 'Defender');
    expect(onChange).toHaveBeenLastCalledWith('Defender');
    expect(screen.getByTestId('root').contains(screen.getByRole('textbox', { name: 'Model' }))).toBe(true);
  });

  describe('supports RTL', () => {
    it('keeps Hebrew typing in an RTL field, styled with logical properties only', async () => {
      render(
        <UiProvider locale="he">
          <div dir="rtl">
            <TextField label="שם" />
          </div>
        </UiProvider>,
      );
      const input = screen.getByRole('textbox', { name: 'שם' });
      await userEvent.type(input, 'דיפנדר');
      expect(input).toHaveProperty('value', 'דיפנדר');
      expect(physicalDeclarations(declarationsFor(input))).toEqual([]);
      expect(declarationsFor(input).map(({ property }) => property)).toContain('padding-inline');
    });
  });
});
