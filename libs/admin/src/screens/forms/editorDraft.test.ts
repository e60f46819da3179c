import { validateFormDefinition } from '@lux/forms-client';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../../testing/formsFixtures';
import { checkDraft, draftOf, moved, newField, starterDefinition } from './editorDraft';

const messages = { invalidNumber: 'Whole number', invalidEmail: (value: string) => `Bad ${value}`, required: 'Required' };

describe('form editor draft', () => {
  it('round-trips a stored form into the same definition and settings', () => {
    const { body, errors, problems } = checkDraft(draftOf(contactForm), messages);
    expect(errors).toEqual({});
    expect(problems).toEqual({});
    expect(body.definition).toEqual(contactForm.definition);
    expect(body.notifications).toEqual(contactForm.notifications);
    expect(body).toMatchObject({ name: contactForm.name, type: 'contact', locale: 'he', thank_you: contactForm.thank_you });
  });

  it("reports validateFormDefinition's problems by field, and its own beside the controls", () => {
    const draft = draftOf(contactForm);
    const [name, email, phone, model] = draft.fields;
    draft.fields = [
      { ...name!, min: '10', max: '5' },
      { ...email!, id: 'Bad Id' },
      { ...phone!, size: 'ten' },
      { ...model!, options: [] },
    ];
    draft.recipients = 'sales@lux.example, nope';
    const { errors, problems } = checkDraft(draft, messages);
    expect(problems[name!.key]).toEqual(['fields[0] (full_name).rules.min is greater than max']);
    expect(problems[email!.key]).toEqual(['fields[1].id must be a snake_case name (a-z, 0-9, _)']);
    expect(problems[model!.key]).toEqual(['fields[3] (model) (select) needs at least one option']);
    expect(errors).toEqual({ [`fields.${phone!.key}.size`]: 'Whole number', 'notifications.recipients': 'Bad nope' });
  });

  it('moves, adds and starts with a valid definition', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(newField(draftOf(contactForm).fields).id).toBe('field_8');
    expect(validateFormDefinition(starterDefinition)).toEqual([]);
  });
});
