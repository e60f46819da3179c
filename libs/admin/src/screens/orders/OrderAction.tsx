import { useState } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { Button, Dialog, DialogTrigger, TextField, useToast } from '@lux/ui';
import { toAdminApiError } from '../../api/errors';
import type { OrderDetail } from '../../api/orderTypes';
import { ordersApi } from '../../api/ordersApi';
import { useAdmin } from '../../layout/AdminContext';

const Fields = styled(Form)`
  display: grid;
  gap: 1rem;

  p {
    margin: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: end;
  gap: 0.5rem;
`;

const MAX_REASON = 500;

export type OrderActionKind = 'cancel' | 'refund';

export interface OrderActionProps {
  kind: OrderActionKind;
  number: string;
  /** Called with the order as the API shows it after the action (its timeline included). */
  onDone: (detail: OrderDetail) => void;
}

/**
 * Cancel or refund through the vendor, after a confirm dialog that asks why. The reason is required (it
 * goes into the timeline); a refusal shows beside the reason or in a toast, and the dialog stays open.
 */
export function OrderAction({ kind, number, onDone }: OrderActionProps) {
  const { strings, client } = useAdmin();
  const s = strings.orders;
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const cancel = kind === 'cancel';
  const formId = `order-${kind}-form`;

  async function run(close: () => void) {
    const text = reason.trim();
    if (text === '') {
      setError(strings.common.required);
      return;
    }
    setPending(true);
    try {
      const api = ordersApi(client);
      await (cancel ? api.cancel(number, text) : api.refund(number, text));
      toast.show({ title: cancel ? s.cancelled : s.refunded, tone: 'success' }, { timeout: 5000 });
      close();
      setReason('');
      setError(null);
      onDone(await api.order(number));
    } catch (failure) {
      const refusal = toAdminApiError(failure);
      const field = refusal.fieldErrors['reason'];
      setError(field ?? null);
      toast.show({ title: strings.common.failed, description: field ?? refusal.message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <DialogTrigger>
      <Button variant={cancel ? 'secondary' : 'primary'}>{cancel ? s.cancel : s.refund}</Button>
      <Dialog
        title={cancel ? s.cancelTitle(number) : s.refundTitle(number)}
        size="small"
        role="alertdialog"
        closeLabel={s.keep}
        footer={(close) => (
          <Footer>
            <Button variant="secondary" onClick={close}>
              {s.keep}
            </Button>
            <Button type="submit" form={formId} loading={pending}>
              {cancel ? s.confirmCancel : s.confirmRefund}
            </Button>
          </Footer>
        )}
      >
        {(close) => (
          <Fields
            id={formId}
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              void run(close);
            }}
          >
            <p>{cancel ? s.cancelExplain : s.refundExplain}</p>
            <TextField
              name="reason"
              label={s.reason}
              description={s.reasonHelp}
              multiline
              rows={3}
              maxLength={MAX_REASON}
              isRequired
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError(null);
              }}
              isInvalid={error !== null}
              errorMessage={error ?? undefined}
            />
          </Fields>
        )}
      </Dialog>
    </DialogTrigger>
  );
}
