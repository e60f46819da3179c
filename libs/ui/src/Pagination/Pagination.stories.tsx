import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = { title: 'Components/Pagination' } satisfies Meta;
export default meta;
type Story = StoryObj;

function Stateful({ start = 1, pageCount = 5 }: { start?: number; pageCount?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

/** The previous arrow points right under Hebrew (toward the start of the line). */
export const HebrewMiddle: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Stateful start={2} />,
  play: async ({ canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'העמוד הקודם' });
    await expect(getComputedStyle(previous.lastElementChild!).transform).toBe('none');
    await userEvent.click(canvas.getByRole('button', { name: 'העמוד הבא' }));
    await expect(canvas.getByText('עמוד 3 מתוך 5')).toBeVisible();
  },
};

export const EnglishFirstPage: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(previous.lastElementChild!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

export const HebrewLastPageDark: Story = {
  globals: { locale: 'he', direction: 'auto', theme: 'dark' },
  render: () => <Stateful start={5} />,
};
