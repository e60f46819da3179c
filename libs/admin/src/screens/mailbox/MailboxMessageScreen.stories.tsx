import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mailboxMessage } from '../../testing/formsFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { MailboxMessageScreen } from './MailboxMessageScreen';

const meta = {
  title: 'Admin/Forms/MailboxMessageScreen',
  component: MailboxMessageScreen,
  decorators: [adminFrame('/mailbox/41')],
  args: { message: mailboxMessage },
} satisfies Meta<typeof MailboxMessageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text part as text; the HTML part (with a script and a tracker) only inside a sandboxed frame. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle(/תוכן ההודעה/);
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const English: Story = { globals: { locale: 'en' } };

/** A plain-text message: no frame at all. */
export const TextOnly: Story = {
  globals: { locale: 'en' },
  args: {
    message: {
      ...mailboxMessage,
      subject: 'We got your request',
      raw: 'From: no-reply@lux.example\r\nTo: dana@example.com\r\nSubject: We got your request\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nThanks, we will call you soon.',
    },
  },
};

/** A message without a text or HTML part (an attachment only). */
export const NoBody: Story = {
  globals: { locale: 'he' },
  args: {
    message: {
      ...mailboxMessage,
      raw: 'Subject: x\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: application/pdf; name=brochure.pdf\r\nContent-Disposition: attachment; filename=brochure.pdf\r\n\r\nAAAA\r\n--b--',
    },
  },
};
