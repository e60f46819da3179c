import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { ComboBox } from './ComboBox';

type Branch = { id: string; name: string };
const branches: Branch[] = [
  { id: 'tlv', name: 'Tel Aviv' },
  { id: 'hfa', name: 'Haifa' },
  { id: 'jlm', name: 'Jerusalem' },
];

function Branches(props: Partial<Parameters<typeof ComboBox<Branch>>[0]>) {
  return (
    <ComboBox<Branch> label="Branch" defaultItems={branches} {...props}>
      {(branch) => <ComboBox.Item id={branch.id}>{branch.name}</ComboBox.Item>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('filters the options as the user types and picks one with the keyboard', async () => {
    const onSelectionChange = vi.fn();
    render(<Branches onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Branch' });
    await userEvent.type(input, 'ha');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Haifa']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('hfa');
    expect(input).toHaveProperty('value', 'Haifa');
  });

  it('shows the error while invalid', () => {
    render(<Branches isInvalid errorMessage="Choose a branch from the list" />);
    const input = screen.getByRole('combobox', { name: 'Branch' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a branch from the list')).toBeTruthy();
  });

  describe('supports RTL', () => {
    it('filters Hebrew text under a Hebrew locale', async () => {
      render(
        <UiProvider locale="he">
          <ComboBox<Branch>
            label="סניף"
            defaultItems={[
              { id: 'tlv', name: 'תל אביב' },
              { id: 'hfa', name: 'חיפה' },
            ]}
          >
            {(branch) => <ComboBox.Item id={branch.id}>{branch.name}</ComboBox.Item>}
          </ComboBox>
        </UiProvider>,
      );
      await userEvent.type(screen.getByRole('combobox', { name: 'סניף' }), 'תל');
      const listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['תל אביב']);
    });
  });
});
