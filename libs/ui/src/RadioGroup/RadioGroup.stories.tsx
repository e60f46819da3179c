import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = { title: 'Components/RadioGroup' } satisfies Meta;
export default meta;
type Story = StoryObj;

function Fuel({ he, ...props }: { he: boolean } & Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label={he ? 'סוג הנעה' : 'Powertrain'} defaultValue="hybrid" {...props}>
      <RadioGroup.Radio value="petrol">{he ? 'בנזין' : 'Petrol'}</RadioGroup.Radio>
      <RadioGroup.Radio value="hybrid">{he ? 'היברידי' : 'Hybrid'}</RadioGroup.Radio>
      <RadioGroup.Radio value="electric">{he ? 'חשמלי' : 'Electric'}</RadioGroup.Radio>
    </RadioGroup>
  );
}

/** Horizontal under Hebrew: ArrowLeft moves to the next option, which sits to the left. */
export const HebrewHorizontal: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Fuel he orientation="horizontal" description="ניתן לשנות בהמשך" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'היברידי' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'חשמלי' })).toBeChecked();
  },
};

export const EnglishVertical: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Fuel he={false} description="You can change it later" />,
};

export const HebrewInvalid: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Fuel he isInvalid defaultValue={undefined} errorMessage="יש לבחור סוג הנעה" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'סוג הנעה' })).toHaveAccessibleDescription(
      'יש לבחור סוג הנעה',
    );
  },
};

export const EnglishDisabledDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => <Fuel he={false} isDisabled />,
};
