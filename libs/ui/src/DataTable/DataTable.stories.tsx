import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { Pagination } from '../Pagination';
import { DataTable, type DataTableColumn } from './DataTable';

const meta = { title: 'Components/DataTable' } satisfies Meta;
export default meta;
type Story = StoryObj;

type Car = { id: string; model: string; year: number; price: number };

const cars: Car[] = [
  { id: '1', model: 'Defender 110', year: 2025, price: 629_000 },
  { id: '2', model: 'Discovery Sport', year: 2024, price: 389_000 },
  { id: '3', model: 'Range Rover Velar', year: 2025, price: 519_000 },
  { id: '4', model: 'Range Rover Evoque', year: 2023, price: 329_000 },
  { id: '5', model: 'Range Rover Sport', year: 2025, price: 799_000 },
];

function Inventory({ he, initialSort }: { he: boolean; initialSort?: SortDescriptor }) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(initialSort);
  const [page, setPage] = useState(1);
  const pageSize = 3;
  const locale = he ? 'he-IL' : 'en-IL';
  const money = useMemo(
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 }),
    [locale],
  );
  const columns: DataTableColumn<Car>[] = [
    { id: 'model', title: he ? 'דגם' : 'Model', allowsSorting: true, isRowHeader: true },
    { id: 'year', title: he ? 'שנה' : 'Year', allowsSorting: true, align: 'end' },
    {
      id: 'price',
      title: he ? 'מחיר' : 'Price',
      allowsSorting: true,
      align: 'end',
      render: (car) => money.format(car.price),
    },
  ];
  const sorted = useMemo(() => {
    if (sort === undefined) return cars;
    const key = sort.column as keyof Car;
    const sign = sort.direction === 'descending' ? -1 : 1;
    return [...cars].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
  }, [sort]);
  const pageCount = Math.ceil(sorted.length / pageSize);
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <DataTable
        aria-label={he ? 'מלאי רכבים' : 'Vehicle stock'}
        columns={columns}
        rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
        sortDescriptor={sort}
        onSortChange={setSort}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}

function modelsIn(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

/** Sorted by price, highest first; pressing a header sorts by it. */
export const HebrewSorted: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Inventory he initialSort={{ column: 'price', direction: 'descending' }} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('columnheader', { name: /מחיר/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(modelsIn(canvasElement)[0]).toBe('Range Rover Sport');
    await userEvent.click(canvas.getByRole('columnheader', { name: /דגם/ }));
    await expect(canvas.getByRole('columnheader', { name: /דגם/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(modelsIn(canvasElement)[0]).toBe('Defender 110');
  },
};

export const EnglishPaged: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Inventory he={false} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(modelsIn(canvasElement)).toEqual(['Range Rover Evoque', 'Range Rover Sport']);
  },
};

export const EnglishSortedDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => <Inventory he={false} initialSort={{ column: 'year', direction: 'ascending' }} />,
};

export const HebrewEmpty: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <DataTable<Car>
      aria-label="מלאי רכבים"
      columns={[
        { id: 'model', title: 'דגם' },
        { id: 'year', title: 'שנה' },
      ]}
      rows={[]}
      emptyState="אין רכבים במלאי"
    />
  ),
};
