import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { DataTable, type DataTableColumn } from './DataTable';

type Car = { id: string; model: string; year: number };
const cars: Car[] = [
  { id: '1', model: 'Defender', year: 2025 },
  { id: '2', model: 'Velar', year: 2023 },
];
const columns: DataTableColumn<Car>[] = [
  { id: 'model', title: 'Model', allowsSorting: true },
  { id: 'year', title: 'Year', allowsSorting: true, align: 'end', render: (car) => `MY${car.year}` },
];

describe('DataTable', () => {
  it('renders a named grid with row headers and cells', () => {
    render(<DataTable aria-label="Vehicle stock" columns={columns} rows={cars} />);
    const table = screen.getByRole('grid', { name: 'Vehicle stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Model', 'Year']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Defender', 'Velar']);
    expect(within(table).getByRole('gridcell', { name: 'MY2023' })).toBeTruthy();
  });

  it('reports sort changes and marks the sorted column with aria-sort', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        aria-label="Vehicle stock"
        columns={columns}
        rows={cars}
        sortDescriptor={{ column: 'year', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Year' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('columnheader', { name: 'Year' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'year', direction: 'descending' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Model' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'model', direction: 'ascending' });
  });

  it('shows the empty state when there are no rows', () => {
    render(<DataTable aria-label="Vehicle stock" columns={columns} rows={[]} emptyState="No vehicles" />);
    expect(screen.getByText('No vehicles')).toBeTruthy();
  });

  describe('supports RTL', () => {
    it('moves between cells with ArrowLeft toward the next column under Hebrew', async () => {
      render(
        <UiProvider locale="he">
          <DataTable aria-label="מלאי" columns={columns} rows={cars} />
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('rowheader', { name: 'Defender' }));
      await userEvent.keyboard('{ArrowLeft}');
      expect(document.activeElement?.textContent).toBe('MY2025');
    });
  });
});
