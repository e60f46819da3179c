import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog } from '@lux/ui';
import { useAdmin } from '../layout/AdminContext';
import { bodyOfFormValues, formValuesOf, type FieldDef, type FormValues } from './fields';
import { RecordForm } from './RecordForm';
import { useSubmit } from './useSubmit';

export interface RecordDialogProps {
  title: string;
  fields: readonly FieldDef[];
  /** The record being edited; null creates one. */
  record: Record<string, unknown> | null;
  /** Sends the body; rejects with an `AdminApiError` when the API refuses. */
  save: (body: Record<string, unknown>) => Promise<unknown>;
  /** The toast after a successful save. */
  success: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Extra content under the fields, given the current values (the dealer's map). */
  extra?: (values: FormValues) => ReactNode;
  size?: 'small' | 'medium' | 'large';
}

/** A dialog with a record's form: checks before sending, the API's refusals beside their fields. */
export function RecordDialog({ title, fields, record, save, success, isOpen, onOpenChange, extra, size = 'large' }: RecordDialogProps) {
  const { strings } = useAdmin();
  const formId = useId();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(record, fields));
  const { submit, pending, errors, setErrors } = useSubmit();

  function send() {
    const { body, errors: local } = bodyOfFormValues(values, fields, strings.common);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    void submit(() => save(body), success, () => onOpenChange(false), fields.map((field) => field.name));
  }

  return (
    <Dialog
      title={title}
      size={size}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel={strings.common.cancel}
      footer={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            {strings.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {strings.common.save}
          </Button>
        </>
      )}
    >
      <RecordForm
        id={formId}
        fields={fields}
        values={values}
        errors={errors}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
          if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
        }}
        onSubmit={send}
      >
        {extra?.(values)}
      </RecordForm>
    </Dialog>
  );
}
