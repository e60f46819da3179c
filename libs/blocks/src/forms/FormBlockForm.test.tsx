import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadSubmission } from '@lux/forms-client';
import { UiProvider } from '@lux/ui';
import { expectNoAxeViolations } from '../testing/axe';
import type { LeadExtras } from './api';
import { FormBlockForm, type FormBlockFormProps } from './FormBlockForm';
import { formBlockFields, testDriveForm } from './fixtures';

afterEach(cleanup);

type Submit = (submission: LeadSubmission, extras: LeadExtras) => Promise<unknown>;

const filled = JSON.stringify({ full_name: 'דנה לוי', phone: '050-1234567', email: 'dana@example.co.il', model: 'defender', campaign: 'spring' });

function renderForm(props: Partial<FormBlockFormProps> & { submit: Submit }, locale: 'he' | 'en' = 'he') {
  return render(
    <Provider value={fork()}>
      <UiProvider locale={locale}>
        <main>
          <FormBlockForm blockId={7} locale={locale} fields={formBlockFields()} data={{ form: testDriveForm }} {...props} />
        </main>
      </UiProvider>
    </Provider>,
  );
}

describe('form block', () => {
  it('announces the errors of an empty submit, marks the fields and moves focus to the first; nothing is sent', async () => {
    const submit = vi.fn<Submit>();
    renderForm({ submit });
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('יש לתקן 5 שדות');
    expect(alert.textContent).toContain('שם מלא: שדה חובה');
    const name = screen.getByRole('textbox', { name: 'שם מלא' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name?.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    const described = name.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('שדה חובה');
    expect(submit).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('sends the values once with an idempotency key and shows the thank-you view from the settings', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({ data: { id: 1 } });
    renderForm({ submit, fields: formBlockFields({ form_hidden_field_mapping: filled }) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'אני מאשר/ת את מדיניות הפרטיות' }));
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    const thanks = await screen.findByRole('heading', { name: 'תודה!' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText('נחזור אליך לתיאום נסיעת המבחן.')).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    const [submission, extras] = submit.mock.calls[0]!;
    expect(submission).toMatchObject({
      formId: 2,
      locale: 'he',
      values: { full_name: 'דנה לוי', model: 'defender', consent: true, campaign: 'spring', contact_time: 'morning' },
    });
    expect(submission.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(extras).toEqual({ website: '' });
    await expectNoAxeViolations();
  });

  it('keeps what was typed when sending fails, and "Try again" resends with the same key (offers-to-lead texts)', async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce({});
    renderForm({ submit, fields: formBlockFields({ form_hidden_field_mapping: filled }), errorText: 'Offers request error', retryText: 'Try again' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'אני מאשר/ת את מדיניות הפרטיות' }));
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Offers request error');
    expect((screen.getByRole('textbox', { name: 'שם מלא' }) as HTMLInputElement).value).toBe('דנה לוי');
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'תודה!' });
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0].idempotencyKey).toBe(submit.mock.calls[0]![0].idempotencyKey);
  });

  it('hides the honeypot from people and the keyboard, and sends what a bot typed into it', async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({});
    const { container } = renderForm({ submit, fields: formBlockFields({ form_hidden_field_mapping: filled }) });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    honeypot.value = 'http://spam.example';
    fireEvent.click(screen.getByRole('checkbox', { name: 'אני מאשר/ת את מדיניות הפרטיות' }));
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![1]).toEqual({ website: 'http://spam.example' });
  });

  it('copies non-empty query values into the fields (B§5) and maps parameters (B§3.3)', async () => {
    window.history.replaceState(null, '', '/test-drive?model=discovery&full_name=&utm_campaign=d110');
    const submit = vi.fn<Submit>();
    renderForm({ submit, fields: formBlockFields({ form_params_mapping: '{"utm_campaign":"campaign"}' }) }, 'en');
    await waitFor(() => expect(document.querySelector('[data-field="model"] button')?.textContent).toContain('Discovery'));
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it('lays the fields out in two columns with has_two_columns, and renders nothing without a form', () => {
    const { container, unmount } = renderForm({ submit: vi.fn(), fields: formBlockFields({ has_two_columns: true }) });
    expect(container.querySelector('[data-columns="2"]')).not.toBeNull();
    expect(container.querySelector('[data-field="full_name"]')?.getAttribute('data-width')).toBe('half');
    unmount();
    const empty = renderForm({ submit: vi.fn(), data: { form: null } });
    expect(empty.container.querySelector('form')).toBeNull();
  });

  it('opens the modal form instead with modal_form', async () => {
    const opened = vi.fn();
    const listener = (event: Event) => opened((event as CustomEvent).detail);
    window.addEventListener('lux:modal-form', listener);
    renderForm({ submit: vi.fn(), modalLabel: 'נסיעת מבחן', fields: formBlockFields({ modal_form: true, has_two_columns: true, form_hidden_field_mapping: '{"campaign":"x"}' }) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'נסיעת מבחן' })));
    window.removeEventListener('lux:modal-form', listener);
    expect(opened).toHaveBeenCalledWith({ formId: '2', hiddenFields: { campaign: 'x' }, layout: 'double_column', title: 'נסיעת מבחן', ciData: {} });
  });
});
