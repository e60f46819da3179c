import { allSettled, fork, serialize } from 'effector';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { initialValues } from './definition';
import { createFormModel, type LeadSubmission } from './model';
import { contactFormDefinition, minimalFormDefinition, sampleThankYouSettings, validContactValues } from './testing';

const model = createFormModel({
  sidPrefix: 'test/contact',
  definition: contactFormDefinition,
  locale: 'en',
  formId: 3,
  thankYou: sampleThankYouSettings,
});

/** A handler that records submissions and fails the first `failures` of them. */
function sender(failures = 0) {
  const calls: LeadSubmission[] = [];
  const handler = vi.fn(async (submission: LeadSubmission) => {
    calls.push(submission);
    if (calls.length <= failures) throw new Error('503 Service Unavailable');
    return { id: 1 };
  });
  return { calls, handler };
}

let keys = 0;
const nextKey = () => `key-${++keys}`;

function scopeWith(handler: (submission: LeadSubmission) => Promise<unknown>, key: () => string = nextKey) {
  return fork({
    handlers: [
      [model.submitFx, handler],
      [model.createIdempotencyKeyFx, key],
    ],
  });
}

async function fill(scope: ReturnType<typeof fork>, values: Record<string, string | boolean>) {
  for (const [field, value] of Object.entries(values)) await allSettled(model.fieldChanged, { scope, params: { field, value } });
}

describe('form model: editing', () => {
  it('starts editing with the starting values and no visible errors', () => {
    const scope = scopeWith(sender().handler);
    expect(scope.getState(model.$status)).toBe('editing');
    expect(scope.getState(model.$values)).toEqual(initialValues(contactFormDefinition));
    expect(scope.getState(model.$errors)).toEqual({});
    expect(scope.getState(model.$isValid)).toBe(false);
    expect(scope.getState(model.$idempotencyKey)).toBeNull();
  });

  it('starts from prefilled values given when the model is made, and reset returns to them', async () => {
    const prefilled = createFormModel({
      sidPrefix: 'test/prefilled',
      definition: contactFormDefinition,
      values: { first_name: 'דנה', campaign: 'spring', unknown: 'x' } as Record<string, string>,
    });
    const scope = fork();
    expect(scope.getState(prefilled.$values)).toMatchObject({ first_name: 'דנה', campaign: 'spring' });
    expect(scope.getState(prefilled.$values)).not.toHaveProperty('unknown');
    await allSettled(prefilled.fieldChanged, { scope, params: { field: 'first_name', value: 'יעל' } });
    await allSettled(prefilled.reset, { scope });
    expect(scope.getState(prefilled.$values)['first_name']).toBe('דנה');
  });

  it('shows a field error only once the field is touched', async () => {
    const scope = scopeWith(sender().handler);
    await fill(scope, { email: 'dana@' });
    expect(scope.getState(model.$errors)).toEqual({});
    await allSettled(model.fieldBlurred, { scope, params: 'email' });
    expect(scope.getState(model.$errors)).toEqual({ email: 'Enter a valid email address' });
    await fill(scope, { email: 'dana@example.com' });
    expect(scope.getState(model.$errors)).toEqual({});
  });

  it('ignores unknown fields and keeps box values boolean', async () => {
    const scope = scopeWith(sender().handler);
    await fill(scope, { ghost: 'x', newsletter: 'on' });
    await allSettled(model.fieldBlurred, { scope, params: 'ghost' });
    expect(scope.getState(model.$values)).not.toHaveProperty('ghost');
    expect(scope.getState(model.$values).newsletter).toBe(true);
    expect(scope.getState(model.$touched)).toEqual({});
  });
});

describe('form model: submitting', () => {
  it('sends nothing for an empty submit and shows every error', async () => {
    const { handler } = sender();
    const scope = scopeWith(handler);
    await allSettled(model.submitted, { scope });
    expect(handler).not.toHaveBeenCalled();
    expect(scope.getState(model.$status)).toBe('editing');
    expect(Object.keys(scope.getState(model.$touched))).toHaveLength(contactFormDefinition.fields.length);
    expect(scope.getState(model.$errors)).toMatchObject({
      first_name: 'This field is required',
      privacy: 'Please confirm to continue',
    });
  });

  it('sends the cleaned values once with a new key, then shows the thank-you view', async () => {
    const { calls, handler } = sender();
    const scope = scopeWith(handler, () => 'k-1');
    await fill(scope, { ...validContactValues, first_name: '  דנה ' });
    await allSettled(model.submitted, { scope });
    expect(calls).toEqual([{ formId: 3, locale: 'en', idempotencyKey: 'k-1', values: validContactValues }]);
    expect(scope.getState(model.$status)).toBe('succeeded');
    expect(scope.getState(model.$thankYou)).toEqual({
      title: 'Thank you very much!',
      text: 'We will call you within one business day.',
      redirectUrl: '/thank-you',
    });
    expect(scope.getState(model.$idempotencyKey)).toBeNull();
  });

  it('makes one request for a double click', async () => {
    let release: () => void = () => undefined;
    const handler = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const scope = scopeWith(handler);
    await fill(scope, validContactValues);
    const first = allSettled(model.submitted, { scope });
    const second = allSettled(model.submitted, { scope });
    await vi.waitFor(() => expect(handler).toHaveBeenCalled());
    expect(scope.getState(model.$status)).toBe('submitting');
    release();
    await Promise.all([first, second]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState(model.$status)).toBe('succeeded');
    await allSettled(model.submitted, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('keeps values and key after a failure, and a retry resends with the same key', async () => {
    const { calls, handler } = sender(1);
    const scope = scopeWith(handler);
    await fill(scope, validContactValues);
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$status)).toBe('failed');
    expect(scope.getState(model.$submitError)).toBe('Your inquiry has not been sent. Please try again.');
    expect(scope.getState(model.$texts).retry).toBe('Try again');
    expect(scope.getState(model.$values)).toEqual(validContactValues);
    const key = scope.getState(model.$idempotencyKey);
    expect(key).not.toBeNull();

    await allSettled(model.retried, { scope });
    expect(calls.map((call) => call.idempotencyKey)).toEqual([key, key]);
    expect(scope.getState(model.$status)).toBe('succeeded');
    expect(scope.getState(model.$submitError)).toBeNull();
  });

  it('ignores a retry unless the last submission failed', async () => {
    const { handler } = sender();
    const scope = scopeWith(handler);
    await fill(scope, validContactValues);
    await allSettled(model.retried, { scope });
    expect(handler).not.toHaveBeenCalled();
  });

  it('takes a new key when the visitor edits after a failure (new content, new lead)', async () => {
    const { calls, handler } = sender(1);
    const scope = scopeWith(handler);
    await fill(scope, validContactValues);
    await allSettled(model.submitted, { scope });
    await fill(scope, { message: 'Please call after 5' });
    expect(scope.getState(model.$status)).toBe('editing');
    expect(scope.getState(model.$submitError)).toBeNull();
    await allSettled(model.submitted, { scope });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
    expect(calls[1]!.values.message).toBe('Please call after 5');
  });

  it('starts again after reset, with a new key for the next lead', async () => {
    const { calls, handler } = sender();
    const scope = scopeWith(handler);
    await fill(scope, validContactValues);
    await allSettled(model.submitted, { scope });
    await allSettled(model.reset, { scope });
    expect(scope.getState(model.$status)).toBe('editing');
    expect(scope.getState(model.$values)).toEqual(initialValues(contactFormDefinition));
    expect(scope.getState(model.$errors)).toEqual({});
    await fill(scope, validContactValues);
    await allSettled(model.submitted, { scope });
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(2);
  });

  it('fails with the error view when no submit handler is given', async () => {
    const bare = createFormModel({ sidPrefix: 'test/bare', definition: minimalFormDefinition, locale: 'he' });
    const scope = fork();
    await allSettled(bare.fieldChanged, { scope, params: { field: 'full_name', value: 'דנה' } });
    await allSettled(bare.submitted, { scope });
    expect(scope.getState(bare.$status)).toBe('failed');
    expect(scope.getState(bare.$submitError)).toBe('הפנייה לא נשלחה. נסו שוב.');
  });

  it('keeps the idempotency key across any number of failed retries (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(5), async (failures) => {
        const { calls, handler } = sender(failures);
        const scope = fork({ handlers: [[model.submitFx, handler]] });
        await fill(scope, validContactValues);
        await allSettled(model.submitted, { scope });
        for (let i = 0; i < failures; i++) await allSettled(model.retried, { scope });
        expect(calls).toHaveLength(failures + 1);
        expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(1);
        expect(scope.getState(model.$status)).toBe('succeeded');
      }),
      { numRuns: 20 },
    );
  });
});

describe('form model: loading a form', () => {
  it('starts a loaded form with its prefill, locale and thank-you settings', async () => {
    const scope = scopeWith(sender().handler);
    await fill(scope, { first_name: 'Old' });
    await allSettled(model.formLoaded, {
      scope,
      params: {
        definition: minimalFormDefinition,
        locale: 'he',
        formId: 9,
        thankYou: { title: 'תודה' },
        values: { full_name: 'דנה', ghost: 'x' },
      },
    });
    expect(scope.getState(model.$values)).toEqual({ full_name: 'דנה' });
    expect(scope.getState(model.$thankYou).title).toBe('תודה');
    await fill(scope, { full_name: '' });
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$errors)).toEqual({ full_name: 'שדה חובה' });
    await allSettled(model.reset, { scope });
    expect(scope.getState(model.$values)).toEqual({ full_name: 'דנה' });
  });

  it('ignores the answer to a submission made before another form was loaded', async () => {
    let release: () => void = () => undefined;
    const scope = scopeWith(() => new Promise<void>((resolve) => (release = resolve)));
    await fill(scope, validContactValues);
    const sending = allSettled(model.submitted, { scope });
    await vi.waitFor(() => expect(scope.getState(model.$status)).toBe('submitting'));
    // allSettled waits for the whole scope, so the form is loaded before the pending answer is released.
    const loading = allSettled(model.formLoaded, { scope, params: { definition: minimalFormDefinition } });
    await vi.waitFor(() => expect(scope.getState(model.$definition)).toBe(minimalFormDefinition));
    release();
    await Promise.all([sending, loading]);
    expect(scope.getState(model.$status)).toBe('editing');
  });

  it('serialises its stores under the prefix, never the derived schema or errors', async () => {
    const scope = scopeWith(sender().handler);
    await fill(scope, { first_name: 'Dana' });
    const sids = Object.keys(serialize(scope));
    expect(sids).toContain('test/contact/$values');
    expect(sids.every((sid) => sid.startsWith('test/contact/'))).toBe(true);
    const restored = fork({ values: serialize(scope) });
    expect(restored.getState(model.$values).first_name).toBe('Dana');
  });
});
