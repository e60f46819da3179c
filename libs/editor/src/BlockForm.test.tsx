import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { BlockForm } from './BlockForm';
import { editorStrings } from './i18n/strings';
import type { BlockInstance } from './instance';
import { renderInLocale } from './testing';

const en = editorStrings('en');
const example = (key: string, groups?: number) => exampleInstance(findTemplate(key)!, 'en', groups) as BlockInstance;
const lastChange = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)![0] as BlockInstance;
/** The text of the elements that describe a control (its help and errors), as screen readers read it. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const invalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true';
const item = (n: number) => screen.getByRole('group', { name: en.groupItem(n) });

function renderForm(key: string, instance: BlockInstance, props: Partial<Parameters<typeof BlockForm>[0]> = {}) {
  const onChange = vi.fn();
  renderInLocale(<BlockForm templateKey={key} instance={instance} onChange={onChange} locale="en" {...props} />, 'en');
  return onChange;
}

describe('editing fields', () => {
  it('typing changes only the edited key, in place', async () => {
    const instance = example('quote');
    const onChange = renderForm('quote', instance);
    await userEvent.type(screen.getByRole('textbox', { name: 'Author' }), '!');
    const next = lastChange(onChange);
    expect(next.fields).toEqual({ ...instance.fields, author: `${String(instance.fields['author'])}!` });
    expect(Object.keys(next.fields)).toEqual(Object.keys(instance.fields));
    expect(next.groups).toBe(instance.groups);
    expect(Object.keys(next)).toEqual(Object.keys(instance));
  });

  it('a switch writes a boolean and active positions are two checkboxes', () => {
    const instance = example('quote');
    const onChange = renderForm('quote', instance);
    fireEvent.click(screen.getByRole('switch', { name: 'Justify text' }));
    expect(lastChange(onChange).fields['justify_text']).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: en.mobile }));
    expect(lastChange(onChange).active_positions).toEqual(['desktop']);
    expect((screen.getByRole('checkbox', { name: en.desktop }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows invalid JSON beside the field as it is typed', () => {
    const instance = example('hotspots-container');
    const onChange = renderForm('hotspots-container', instance);
    const field = screen.getByRole('textbox', { name: 'Hotspots' });
    fireEvent.change(field, { target: { value: '[{"x": 1,' } });
    expect(lastChange(onChange).fields['hotspots']).toBe('[{"x": 1,');
    expect(invalid(field)).toBe(true);
    expect(descriptionOf(field)).toContain(en.problems.json);
    fireEvent.change(field, { target: { value: '[]' } });
    expect(invalid(field)).toBe(false);
    expect(descriptionOf(field)).not.toContain(en.problems.json);
  });

  it('shows the validator problems in Hebrew beside the field', () => {
    const instance = example('html-box');
    renderInLocale(<BlockForm templateKey="html-box" instance={{ ...instance, fields: { ...instance.fields, code: '  ' } }} />);
    const he = editorStrings('he');
    const code = screen.getByRole('textbox', { name: 'קוד HTML' });
    expect(invalid(code)).toBe(true);
    expect(descriptionOf(code)).toContain(he.problems.emptyHtml);
  });

  it('shows problems from the API beside their fields, and unknown pointers at the top', () => {
    renderForm('accordion', example('accordion', 3), {
      externalProblems: [
        { pointer: '/groups/1/question', message: 'This question is taken' },
        { pointer: '/fields/nothing', message: 'Mystery' },
      ],
    });
    const question = within(item(2)).getByRole('textbox', { name: 'Question' });
    expect(invalid(question)).toBe(true);
    expect(descriptionOf(question)).toBe('This question is taken');
    expect(invalid(within(item(1)).getByRole('textbox', { name: 'Question' }))).toBe(false);
    expect(screen.getByText(en.otherProblems).parentElement!.textContent).toContain('/fields/nothing Mystery');
  });

  it('picks an image from the injected media library', async () => {
    const template = findTemplate('image-box')!;
    const symbol = template.fields.find((field) => field.field_type === 'Image')!.symbol;
    const pickImage = vi.fn().mockResolvedValue({ id: 42, alt: 'A Defender' });
    const instance = example('image-box');
    const onChange = renderForm('image-box', instance, { pickImage });
    await userEvent.click(screen.getAllByRole('button', { name: en.image.choose })[0]!);
    expect(pickImage).toHaveBeenCalledTimes(1);
    const ratio = (instance.fields[symbol] as { ratio?: string }).ratio;
    expect(lastChange(onChange).fields[symbol]).toEqual({ id: 42, alt: 'A Defender', ...(ratio ? { ratio } : {}) });
  });
});

describe('language and direction', () => {
  it('speaks Hebrew by default, right to left, down to the drag instructions', () => {
    const he = editorStrings('he');
    renderInLocale(<BlockForm templateKey="accordion" instance={example('accordion', 3)} onSave={() => undefined} />);
    const form = screen.getByRole('group', { name: 'אקורדיון' });
    expect([form.getAttribute('lang'), form.getAttribute('dir')]).toEqual(['he', 'rtl']);
    // The catalogue's words too: labels, tooltips and option labels (stored values stay as they are).
    expect(within(screen.getByRole('group', { name: he.groupItem(1) })).getByRole('textbox', { name: 'שאלה' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'מזהה עוגן לגלילה' })).toBeTruthy();
    expect(screen.getByText('עוגן לקישורי ניווט בתוך הדף: אותיות לטיניות, ספרות, - ו-_.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Question' })).toBeNull();
    expect(screen.getByRole('button', { name: he.save })).toBeTruthy();
    expect(screen.getByRole('heading', { name: he.groups })).toBeTruthy();
    expect(screen.getByText(he.drag.instructions)).toBeTruthy();
  });
  it('shows the catalogue’s select options by their Hebrew labels and writes their values', () => {
    const onChange = vi.fn();
    renderInLocale(<BlockForm templateKey="hero-banner" instance={example('hero-banner')} onChange={onChange} />);
    const theme = screen.getByRole('combobox', { name: 'ערכת צבע' }) as HTMLSelectElement;
    expect(Array.from(theme.options, (option) => option.textContent)).toEqual(['בהיר', 'אפור', 'כהה', 'שחור']);
    fireEvent.change(theme, { target: { value: 'grey' } });
    expect(lastChange(onChange).fields['box_color']).toBe('grey');
  });
});

describe('group items', () => {
  const questions = (instance: BlockInstance) => instance.groups.map((group) => group['question']);

  it('moves, removes and adds items with the keyboard on their buttons', async () => {
    const instance = example('accordion', 3);
    const [a, b, c] = questions(instance);
    const onChange = renderForm('accordion', instance);
    const user = userEvent.setup();

    screen.getByRole('button', { name: en.moveDown(1) }).focus();
    await user.keyboard('{Enter}');
    expect(questions(lastChange(onChange))).toEqual([b, a, c]);
    expect((within(item(2)).getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement).value).toBe(a);

    screen.getByRole('button', { name: en.moveUp(3) }).focus();
    await user.keyboard(' ');
    expect(questions(lastChange(onChange))).toEqual([b, c, a]);

    screen.getByRole('button', { name: en.removeGroup(1) }).focus();
    await user.keyboard('{Enter}');
    expect(questions(lastChange(onChange))).toEqual([c, a]);

    screen.getByRole('button', { name: en.addGroup }).focus();
    await user.keyboard('{Enter}');
    expect(lastChange(onChange).groups).toEqual([instance.groups[2], instance.groups[0], { question: '', answer: '' }]);
  });

  describe('dragging with the keyboard sensor', () => {
    afterEach(() => vi.restoreAllMocks());

    it('picks up with space, moves with an arrow and drops with space', async () => {
      // jsdom lays nothing out: give each item a row of its own so dnd-kit can measure where to go.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const row = this.closest('li');
        const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
        const top = row ? index * 100 : 0;
        const height = row ? 80 : 0;
        return { x: 0, y: top, top, left: 0, right: 400, bottom: top + height, width: 400, height, toJSON: () => ({}) } as DOMRect;
      });
      const instance = example('accordion', 3);
      const [a, b, c] = questions(instance);
      const onChange = renderForm('accordion', instance);
      const user = userEvent.setup();

      screen.getByRole('button', { name: en.dragHandle(1) }).focus();
      await user.keyboard(' ');
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      await user.keyboard('{ArrowDown}');
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      await user.keyboard(' ');
      expect(questions(lastChange(onChange))).toEqual([b, a, c]);
    });
  });

  it('disables adding at the maximum and says why', () => {
    renderForm('ready-to-go-bar', example('ready-to-go-bar', 5));
    const add = screen.getByRole('button', { name: en.addGroup });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(descriptionOf(add)).toBe(en.maxReached(5));
  });
});
