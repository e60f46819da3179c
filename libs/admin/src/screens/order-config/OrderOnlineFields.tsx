import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, Heading, Select, TextField } from '@lux/ui';
import { paymentVendors, stepComponentTypes } from '../../api/orderTypes';
import { useAdmin } from '../../layout/AdminContext';
import { Card } from '../forms/FieldEditor';
import { moved, nextUid, type OrderOnlineDraft, type StepDraft } from './configDraft';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: end;
`;

const GroupError = styled.p`
  margin: 0;
  color: var(--lux-color-danger, #b00020);
`;

export interface FieldsProps<D> {
  draft: D;
  onChange: (draft: D) => void;
  /** Problems by field name, the form's and the API's. */
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
}

/** One step: key, component, title, and its place in the journey. */
function StepEditor({
  step,
  index,
  count,
  onChange,
  onMove,
  onRemove,
  readOnly,
}: {
  step: StepDraft;
  index: number;
  count: number;
  onChange: (step: StepDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const { strings } = useAdmin();
  const s = strings.orderConfig;
  const name = s.stepN(index + 1, step.title || step.key || String(index + 1));
  return (
    <Card data-step={step.uid}>
      <legend>{name}</legend>
      <TextField name={`steps.${index}.key`} label={s.stepKey} value={step.key} onChange={(key) => onChange({ ...step, key })} isRequired isReadOnly={readOnly} spellCheck="false" autoComplete="off" />
      <Select
        name={`steps.${index}.component_type`}
        label={s.componentType}
        value={step.component || null}
        isDisabled={readOnly}
        onChange={(key) => onChange({ ...step, component: key === null ? '' : String(key) })}
      >
        {stepComponentTypes.map((type) => (
          <Select.Item key={type} id={type}>
            {s.components[type] ?? type}
          </Select.Item>
        ))}
      </Select>
      <TextField name={`steps.${index}.title`} label={s.title} value={step.title} onChange={(title) => onChange({ ...step, title })} isRequired isReadOnly={readOnly} />
      {readOnly ? null : (
        <Row data-wide="">
          <Button id={`${step.uid}-up`} variant="tertiary" size="small" disabled={index === 0} onClick={() => onMove(-1)}>
            {s.moveUp(name)}
          </Button>
          <Button id={`${step.uid}-down`} variant="tertiary" size="small" disabled={index === count - 1} onClick={() => onMove(1)}>
            {s.moveDown(name)}
          </Button>
          <Button variant="tertiary" size="small" onClick={onRemove}>
            {s.removeItem(name)}
          </Button>
        </Row>
      )}
    </Card>
  );
}

/**
 * `order_online` (ADR 026 §3): the vendors offered and the default one, the reservation fee and currency,
 * inquiry recipients, and the journey's steps in order (keys, components, titles).
 */
export function OrderOnlineFields({ draft, onChange, errors, readOnly }: FieldsProps<OrderOnlineDraft>) {
  const { strings } = useAdmin();
  const s = strings.orderConfig;
  const vendorNames = strings.orders.vendors;
  const update = (patch: Partial<OrderOnlineDraft>) => onChange({ ...draft, ...patch });
  /** The id of the control to focus after the next render (a moved step's button, or "add a step"). */
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const [id, other] = focusNext.current.split(' ');
    const target = document.getElementById(id!);
    // A step moved to an end: its button that way is disabled now, so focus stays on its other one.
    (target && !target.hasAttribute('disabled') ? target : document.getElementById(other ?? ''))?.focus();
    focusNext.current = null;
  });
  const vendorsError = errors['payment_vendor_types'];
  const setStep = (uid: string, next: StepDraft) => update({ steps: draft.steps.map((step) => (step.uid === uid ? next : step)) });
  // Offered vendors first (as stored), then the others this back office knows.
  const vendorOptions = [...new Set([...draft.vendors, ...paymentVendors])];
  return (
    <>
      <Card aria-describedby={vendorsError ? 'order-config-vendors-error' : undefined} data-invalid={vendorsError ? '' : undefined}>
        <legend>{s.vendorsLegend}</legend>
        {vendorOptions.map((vendor) => (
          <Checkbox
            key={vendor}
            isSelected={draft.vendors.includes(vendor)}
            isReadOnly={readOnly}
            onChange={(selected) =>
              update({ vendors: selected ? vendorOptions.filter((item) => item === vendor || draft.vendors.includes(item)) : draft.vendors.filter((item) => item !== vendor) })
            }
          >
            {vendorNames[vendor] ?? vendor}
          </Checkbox>
        ))}
        {vendorsError ? (
          <GroupError id="order-config-vendors-error" data-wide="">
            {vendorsError}
          </GroupError>
        ) : null}
      </Card>
      <Card>
        <legend>{s.generalLegend}</legend>
        <Select name="payment_vendor_type" label={s.defaultVendor} value={draft.defaultVendor || null} isDisabled={readOnly} onChange={(key) => update({ defaultVendor: key === null ? '' : String(key) })}>
          {vendorOptions.map((vendor) => (
            <Select.Item key={vendor} id={vendor}>
              {vendorNames[vendor] ?? vendor}
            </Select.Item>
          ))}
        </Select>
        <TextField name="reservation_fee" label={s.reservationFee} inputMode="numeric" value={draft.fee} onChange={(fee) => update({ fee })} isRequired isReadOnly={readOnly} />
        <TextField name="currency" label={s.currency} value={draft.currency} onChange={(currency) => update({ currency })} isRequired isReadOnly={readOnly} spellCheck="false" />
        <div data-wide="">
          <TextField name="inquiry_recipients" label={s.inquiryRecipients} value={draft.recipients} onChange={(recipients) => update({ recipients })} isReadOnly={readOnly} spellCheck="false" />
        </div>
        <Checkbox isSelected={draft.retailersTakePayment} isReadOnly={readOnly} onChange={(retailersTakePayment) => update({ retailersTakePayment })}>
          {s.retailersTakePayment}
        </Checkbox>
      </Card>
      <section aria-labelledby="order-config-steps">
        <Heading level={3} size="s" id="order-config-steps">
          {s.stepsLegend}
        </Heading>
        {errors['steps'] ? <GroupError>{errors['steps']}</GroupError> : null}
        {draft.steps.map((step, index) => (
          <StepEditor
            key={step.uid}
            step={step}
            index={index}
            count={draft.steps.length}
            readOnly={readOnly}
            onChange={(next) => setStep(step.uid, next)}
            onMove={(delta) => {
              update({ steps: moved(draft.steps, index, delta) });
              focusNext.current = delta < 0 ? `${step.uid}-up ${step.uid}-down` : `${step.uid}-down ${step.uid}-up`;
            }}
            onRemove={() => {
              update({ steps: draft.steps.filter((item) => item.uid !== step.uid) });
              focusNext.current = 'order-config-add-step';
            }}
          />
        ))}
        {readOnly ? null : (
          <Button
            id="order-config-add-step"
            variant="secondary"
            onClick={() => update({ steps: [...draft.steps, { uid: nextUid(draft.steps, 'step'), key: '', component: '', title: '', rest: {} }] })}
          >
            {s.addStep}
          </Button>
        )}
      </section>
    </>
  );
}
