import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';

const internal = (url: string, link_text = '') => ({ url, type: 'internal', target: '_self', link_text, ui_type: 'primary' });

const meta = {
  title: 'Blocks/New versions/Icon button slider',
  component: BlockPreview,
  args: {
    template: 'icon-button-slider',
    index: 3,
    fields: { heading: 'איך נוכל לעזור?', header_tag: 'H2', header_size: 'm', box_color: 'grey' },
    groups: [
      { icon: 'test-drive', label: 'נסיעת מבחן', link: internal('/test-drive') },
      { icon: 'configure', label: 'בניית רכב', link: internal('/configurator') },
      { icon: 'finance', label: 'מחשבון מימון', link: internal('/finance') },
      { icon: 'stock', label: 'רכבים במלאי', link: internal('/stock') },
      { icon: 'retailer', label: 'אולמות תצוגה', link: internal('/retailer-locator') },
      { icon: 'service', label: 'זימון טיפול', link: { url: '', type: 'form', target: '_self', link_text: 'זימון טיפול', ui_type: 'primary', rdx_forms_form_id: 12 } },
      { icon: 'brochure', label: 'הורדת קטלוג', link: { url: 'https://www.landrover.co.il/brochures/defender.pdf', type: 'file', target: '_blank', link_text: 'קטלוג', ui_type: 'primary' } },
      { icon: 'electric', label: 'טעינה ביתית', link: internal('/electric/charging') },
    ],
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: each tile is one link named by its label; a form tile raises the modal-form event; ArrowLeft scrolls forward. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'נסיעת מבחן' })).toHaveAttribute('href', '/test-drive');
    const heard: string[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<{ formId: string }>).detail.formId);
    window.addEventListener('lux:modal-form', listener);
    const viewport = canvas.getByRole('region', { name: 'איך נוכל לעזור?' }).querySelector<HTMLElement>('[tabindex="0"]')!;
    viewport.focus();
    await userEvent.keyboard('{End}');
    await userEvent.click(await canvas.findByRole('button', { name: 'זימון טיפול' }));
    window.removeEventListener('lux:modal-form', listener);
    await expect(heard).toEqual(['12']);
    await expect(await canvas.findByRole('link', { name: 'הורדת קטלוג (נפתח בחלון חדש)' })).toHaveAttribute('download', '');
  },
};

/** English on the dark theme: links keep the /en locale; a tile without a shown link is plain text. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { heading: 'Owning a Land Rover', header_tag: 'H2', header_size: 'm', box_color: 'dark' },
    groups: [
      { icon: 'service', label: 'Book a service', link: internal('/service') },
      { icon: 'warranty', label: 'Extended warranty', link: internal('/warranty') },
      { icon: 'key', label: '', link: internal('/approved', 'Approved used') },
      { icon: 'unknown-icon', label: 'Roadside assistance', link: internal('') },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Book a service' })).toHaveAttribute('href', '/en/service');
    await expect(canvas.getByRole('link', { name: 'Approved used' })).toHaveAttribute('href', '/en/approved');
    await expect(canvas.getByText('Roadside assistance')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Roadside assistance' })).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement?.getAttribute('tabindex')).toBe('0'));
  },
};
