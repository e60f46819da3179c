// The table test: every template's example instance renders with a labelled control per field,
// saves back unchanged (round trip), and every group maximum is enforced.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleInstance, groupLimit, templates, type BlockTemplate, type Field } from '@lux/block-catalogue';
import { BlockForm } from './BlockForm';
import { fieldLabel } from './i18n/catalogueLabels';
import { editorStrings } from './i18n/strings';
import type { BlockInstance } from './instance';
import { renderInLocale } from './testing';

const he = editorStrings('he');
/**
 * The texts that name a form control: its <label>s, aria-labelledby, aria-label, a fieldset's legend.
 * Testing Library's label and role queries compute the same, but scan the whole tree per query, which
 * takes seconds on a 100-field form; this reads each control's own labels once.
 */
function namesOf(control: Element, labelFor: ReadonlyMap<string, string>): string[] {
  const names: string[] = [];
  const document = control.ownerDocument;
  for (const id of control.getAttribute('aria-labelledby')?.split(/\s+/) ?? []) {
    const text = document.getElementById(id)?.textContent;
    if (text) names.push(text.trim());
  }
  const ariaLabel = control.getAttribute('aria-label');
  if (ariaLabel) names.push(ariaLabel);
  // jsdom's `control.labels` walks the whole document per call; the section's labels are read once.
  const forId = control.id ? labelFor.get(control.id) : undefined;
  if (forId !== undefined) names.push(forId);
  const wrapping = control.closest('label');
  if (wrapping) names.push((wrapping.textContent ?? '').trim());
  if (control instanceof HTMLFieldSetElement) {
    const legend = Array.from(control.children).find((child) => child instanceof HTMLLegendElement);
    if (legend) names.push((legend.textContent ?? '').trim());
  }
  return names;
}

/** Every non-separator field of the set has a control named by its Hebrew label inside the section. */
function expectLabelledControls(section: Element, templateKey: string, fields: readonly Field[]) {
  const labelFor = new Map<string, string>();
  for (const label of section.querySelectorAll('label')) {
    if (label.htmlFor) labelFor.set(label.htmlFor, (label.textContent ?? '').trim());
  }
  const found = new Map<string, number>();
  for (const control of section.querySelectorAll('input:not([type=hidden]), textarea, select, fieldset')) {
    for (const name of new Set(namesOf(control, labelFor))) found.set(name, (found.get(name) ?? 0) + 1);
  }
  const expected = new Map<string, number>();
  for (const field of fields) {
    if (field.field_type === 'Separator') continue;
    const label = fieldLabel(templateKey, field, 'he');
    expected.set(label, (expected.get(label) ?? 0) + 1);
  }
  for (const [label, count] of expected) {
    expect(found.get(label) ?? 0, `controls named "${label}"`).toBeGreaterThanOrEqual(count);
  }
}

const section = (name: string) => {
  const caption = screen.getByText(name, { selector: 'legend, h4' });
  return caption.tagName === 'LEGEND' ? caption.parentElement! : caption.ownerDocument.querySelector(`[aria-labelledby="${caption.id}"]`)!;
};

const saveButton = () => screen.getByText(he.save, { selector: 'button' });

describe('every template: labelled controls and an unchanged round trip', () => {
  it.each(templates.map((template) => [template.key, template] as const))('%s', (key, template) => {
    const example = exampleInstance(template, 'he') as BlockInstance;
    const snapshot = JSON.stringify(example);
    const onChange = vi.fn();
    const onSave = vi.fn();
    renderInLocale(<BlockForm templateKey={key} instance={example} onChange={onChange} onSave={onSave} />);

    expectLabelledControls(section(he.blockFields), key, template.fields);
    example.groups.forEach((_, index) => {
      expectLabelledControls(section(he.groupItem(index + 1)), key, template.field_groups_template);
    });
    // The example is valid: no problem is shown anywhere.
    expect(screen.queryByText(he.otherProblems)).toBeNull();

    fireEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = onSave.mock.calls[0]![0] as BlockInstance;
    expect(saved).toEqual(example);
    // Same keys in the same order, and the example itself was not touched.
    expect(JSON.stringify(saved)).toBe(snapshot);
    expect(JSON.stringify(example)).toBe(snapshot);
    expect(onChange).not.toHaveBeenCalled();
  });
});

const limited = templates.filter((template) => Number.isFinite(groupLimit(template)) && template.field_groups_template.length > 0);

function withGroups(template: BlockTemplate, count: number): BlockInstance {
  const example = exampleInstance(template, 'he', count) as BlockInstance;
  const items = example.groups.length > 0 ? example.groups : [{}];
  return { ...example, groups: Array.from({ length: count }, (_, index) => items[index % items.length]!) };
}

describe('group maxima', () => {
  it('covers every template with a maximum', () => {
    expect(limited.map((template) => template.key)).toContain('ready-to-go-bar');
    expect(limited.length).toBeGreaterThanOrEqual(10);
  });

  it.each(limited.map((template) => [template.key, groupLimit(template), template] as const))(
    '%s: at most %i items',
    (key, max, template) => {
      const { unmount } = renderInLocale(<BlockForm templateKey={key} instance={withGroups(template, max)} />);
      expect(screen.getByText(he.addGroup, { selector: 'button' })).toHaveProperty('disabled', true);
      expect(screen.getByText(he.maxReached(max))).toBeTruthy();
      unmount();

      const onChange = vi.fn();
      renderInLocale(<BlockForm templateKey={key} instance={withGroups(template, max - 1)} onChange={onChange} />);
      const add = screen.getByText(he.addGroup, { selector: 'button' });
      expect(add).toHaveProperty('disabled', false);
      expect(screen.queryByText(he.maxReached(max))).toBeNull();
      fireEvent.click(add);
      expect((onChange.mock.calls[0]![0] as BlockInstance).groups).toHaveLength(max);
      expect(add).toHaveProperty('disabled', true);
      expect(screen.getByText(he.maxReached(max))).toBeTruthy();
    },
    // content-blocks allows 1000 items: two renders of a thousand folded items on a loaded CI core.
    60_000,
  );
});
