import { Button, Dialog, DialogTrigger } from '@lux/ui';
import { useAdmin } from '../layout/AdminContext';
import { RowButton } from './RowButton';
import { useSubmit } from './useSubmit';

/** A delete button that asks first; the API's refusal shows in a toast. */
export function DeleteButton({ name, remove }: { name: string; remove: () => Promise<unknown> }) {
  const { strings } = useAdmin();
  const { submit, pending } = useSubmit();
  return (
    <DialogTrigger>
      <RowButton label={strings.common.delete} name={name} />
      <Dialog
        title={strings.common.deleteRow(name)}
        size="small"
        role="alertdialog"
        closeLabel={strings.common.cancel}
        footer={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              {strings.common.cancel}
            </Button>
            <Button loading={pending} onClick={() => void submit(remove, strings.common.deleted, close)}>
              {strings.common.delete}
            </Button>
          </>
        )}
      >
        <p>{strings.common.confirmDelete(name)}</p>
      </Dialog>
    </DialogTrigger>
  );
}
