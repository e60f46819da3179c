import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { BlockForm } from './BlockForm';
import { editorStrings } from './i18n/strings';
import type { BlockInstance } from './instance';

const example = (key: string, locale: 'he' | 'en', groups?: number) =>
  exampleInstance(findTemplate(key)!, locale, groups) as BlockInstance;

const meta = {
  title: 'Editor/BlockForm',
  component: BlockForm,
  args: { templateKey: 'hero-banner', instance: example('hero-banner', 'he'), onChange: fn(), onSave: fn() },
  // The editor's language follows the locale toolbar, as the /cms routes pass the route's locale.
  render: (args, { globals }) => <BlockForm {...args} locale={globals['locale'] === 'en' ? 'en' : 'he'} />,
} satisfies Meta<typeof BlockForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroHebrew: Story = { globals: { locale: 'he' } };

export const HeroEnglish: Story = {
  globals: { locale: 'en' },
  args: { instance: example('hero-banner', 'en') },
};

const groups = { templateKey: 'accordion' } as const;

export const GroupsHebrew: Story = {
  globals: { locale: 'he' },
  args: { ...groups, instance: example('accordion', 'he', 3) },
};

/** Moving an item down by its button reorders the items; the drag handle works with the keyboard too. */
export const GroupsEnglish: Story = {
  globals: { locale: 'en' },
  args: { ...groups, instance: example('accordion', 'en', 3) },
  play: async ({ canvasElement, args }) => {
    const en = editorStrings('en');
    const canvas = within(canvasElement);
    const first = String(args.instance.groups[0]!['question']);
    await userEvent.click(canvas.getByRole('button', { name: en.moveDown(1) }));
    const second = canvas.getByRole('group', { name: en.groupItem(2) });
    await expect(within(second).getByRole('textbox', { name: 'Question' })).toHaveValue(first);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

const broken = (locale: 'he' | 'en'): BlockInstance => {
  const instance = example('html-box', locale);
  return { ...instance, fields: { ...instance.fields, code: '' } };
};

const apiProblems = [{ pointer: '/fields/block_scroll_id', message: 'Another block on this page uses this anchor.' }];

export const ErrorsHebrew: Story = {
  globals: { locale: 'he' },
  args: { templateKey: 'html-box', instance: broken('he'), externalProblems: apiProblems },
  play: async ({ canvasElement }) => {
    const he = editorStrings('he');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(he.problems.emptyHtml)).toBeVisible();
    // The catalogue's labels are in Hebrew too (i18n/catalogue.he.ts).
    await expect(canvas.getByRole('textbox', { name: 'מזהה עוגן לגלילה' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ErrorsEnglish: Story = {
  globals: { locale: 'en' },
  args: { templateKey: 'html-box', instance: broken('en'), externalProblems: apiProblems },
  play: async ({ canvasElement }) => {
    const en = editorStrings('en');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(en.problems.emptyHtml)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Block scroll id' })).toHaveAttribute('aria-invalid', 'true');
  },
};
