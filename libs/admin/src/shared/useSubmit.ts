import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useToast } from '@lux/ui';
import { toAdminApiError } from '../api/errors';
import { useAdmin } from '../layout/AdminContext';

/**
 * Runs a write: on success a toast, the page's loader again (the list shows the change) and `onDone`;
 * on refusal the API's field errors for the form (beside their fields) and the rest in a toast.
 */
export function useSubmit() {
  const { strings } = useAdmin();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** `fields`: the form's field names; errors pointing elsewhere (`/expected_updated_at`) go to the toast. */
  async function submit(write: () => Promise<unknown>, success: string, onDone?: () => void, fields?: readonly string[]): Promise<boolean> {
    setPending(true);
    try {
      await write();
      setErrors({});
      toast.show({ title: success, tone: 'success' }, { timeout: 5000 });
      onDone?.();
      void revalidator.revalidate();
      return true;
    } catch (error) {
      const refusal = toAdminApiError(error);
      const all = refusal.fieldErrors;
      const shown = fields ? Object.fromEntries(Object.entries(all).filter(([name]) => fields.includes(name))) : all;
      const elsewhere = Object.entries(all).filter(([name]) => !(name in shown)).map(([, message]) => message);
      setErrors(shown);
      const general = [...refusal.generalErrors, ...elsewhere].join(' ');
      const fieldsShown = shown;
      toast.show({
        title: Object.keys(fieldsShown).length > 0 ? strings.common.fixFields : strings.common.failed,
        ...(general || Object.keys(fieldsShown).length === 0 ? { description: general || refusal.message } : {}),
        tone: 'error',
      });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { submit, pending, errors, setErrors };
}
