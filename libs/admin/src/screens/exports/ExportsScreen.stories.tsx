import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LeadExport } from '../../api/types';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { contactForm, exportRows } from '../../testing/formsFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { ExportsScreen } from './ExportsScreen';

const running = exportRows[0]!;

/** A fake API whose running export gains 25% a poll until it completes. */
function progressingClient() {
  let processed = running.processed;
  return fakeHttpClient(() => {
    processed = Math.min(running.total, processed + 50);
    const done = processed >= running.total;
    const item: LeadExport = { ...running, processed, progress: processed / running.total, status: done ? 'completed' : 'processing', download_url: done ? '/x' : null };
    return { body: { data: { ...item, id: 7 } } };
  }).client;
}

const meta = {
  title: 'Admin/Forms/ExportsScreen',
  component: ExportsScreen,
  decorators: [adminFrame('/forms/3/exports')],
  args: { form: contactForm, list: { data: exportRows, meta: { total: 3, page: 1, items: 10, pages: 1 } } },
} satisfies Meta<typeof ExportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running (polled each second until it completes), completed with its file, and failed. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  parameters: { adminClient: progressingClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'התקדמות ייצוא 7' })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'הורדת ייצוא 7 (CSV)' }, { timeout: 6000 })).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' }, parameters: { adminClient: progressingClient() } };

/** Just started: waiting for the worker (an indeterminate bar), the poll not answered yet. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { list: { data: [{ ...running, status: 'pending', processed: 0, progress: 0, total: 0 }], meta: { total: 1, page: 1, items: 10, pages: 1 } } },
  parameters: { adminClient: fakeHttpClient(() => new Promise(() => undefined)).client },
};

export const Empty: Story = { globals: { locale: 'he' }, args: { list: { data: [], meta: { total: 0, page: 1, items: 10, pages: 0 } } } };

/** An export that failed shows why. */
export const Failed: Story = {
  globals: { locale: 'en' },
  args: { list: { data: [exportRows[2]!], meta: { total: 1, page: 1, items: 10, pages: 1 } } },
};
