import { useState } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { Button, Heading, TextField, useToast } from '@lux/ui';
import { toAdminApiError } from '../../api/errors';
import type { HoldSettings } from '../../api/orderTypes';
import { ordersApi } from '../../api/ordersApi';
import { useAdmin } from '../../layout/AdminContext';
import { durationParts, minutesAndSeconds } from './orderFormat';

const Panel = styled.section`
  margin-block-start: 2rem;
  padding: 1rem;
  border: 1px solid var(--lux-color-border, #d9d9d9);

  p {
    margin-block: 0.25rem 0.75rem;
  }
`;

const Fields = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  gap: 0.75rem 1rem;

  & > [data-field] {
    inline-size: min(100%, 9rem);
  }

  & > button {
    margin-block-start: 1.75rem;
  }
`;

const WHOLE = /^\d{1,6}$/;

/**
 * ADR 026 §2 `order_online.hold_seconds`: how long an unpaid buyer keeps the car, as minutes and seconds.
 * Checked here (whole numbers, 30 s – 24 h) before one PUT; the orders service reads it for the next hold.
 */
export function HoldSettingsPanel({ initial }: { initial: HoldSettings }) {
  const { strings, client, canEdit } = useAdmin();
  const s = strings.orders;
  const toast = useToast();
  const [settings, setSettings] = useState(initial);
  const start = minutesAndSeconds(initial.hold_seconds);
  const [minutes, setMinutes] = useState(String(start.minutes));
  const [seconds, setSeconds] = useState(String(start.seconds));
  const [errors, setErrors] = useState<{ minutes?: string; seconds?: string }>({});
  const [pending, setPending] = useState(false);
  const readOnly = !canEdit('orders');
  const text = (total: number) => s.duration(durationParts(total));

  async function save() {
    const next: { minutes?: string; seconds?: string } = {};
    if (!WHOLE.test(minutes.trim())) next.minutes = s.wholeNumber;
    if (!WHOLE.test(seconds.trim())) next.seconds = s.wholeNumber;
    else if (Number(seconds) > 59) next.seconds = s.secondsRange;
    const total = Number(minutes) * 60 + Number(seconds);
    if (!next.minutes && !next.seconds && (total < settings.min || total > settings.max)) next.minutes = s.holdRange(text(settings.min), text(settings.max));
    setErrors(next);
    if (next.minutes || next.seconds) return;
    setPending(true);
    try {
      const saved = await ordersApi(client).saveHoldSettings(total);
      setSettings(saved);
      toast.show({ title: s.holdSaved, description: s.currentHold(text(saved.hold_seconds)), tone: 'success' }, { timeout: 5000 });
    } catch (error) {
      const refusal = toAdminApiError(error);
      const field = refusal.fieldErrors['hold_seconds'];
      if (field) setErrors({ minutes: field });
      toast.show({ title: strings.common.failed, description: field ?? refusal.message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Panel aria-labelledby="hold-settings-heading">
      <Heading level={2} size="m" id="hold-settings-heading">
        {s.holdSettings}
      </Heading>
      <p>{s.holdSettingsIntro}</p>
      <p>
        {s.currentHold(text(settings.hold_seconds))} · {s.defaultHold(text(settings.default))}
      </p>
      <Fields
        aria-labelledby="hold-settings-heading"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) void save();
        }}
      >
        <div data-field="">
          <TextField
            name="minutes"
            label={s.minutes}
            inputMode="numeric"
            value={minutes}
            onChange={setMinutes}
            isReadOnly={readOnly}
            isInvalid={Boolean(errors.minutes)}
            errorMessage={errors.minutes}
            autoComplete="off"
          />
        </div>
        <div data-field="">
          <TextField
            name="seconds"
            label={s.seconds}
            inputMode="numeric"
            value={seconds}
            onChange={setSeconds}
            isReadOnly={readOnly}
            isInvalid={Boolean(errors.seconds)}
            errorMessage={errors.seconds}
            autoComplete="off"
          />
        </div>
        {readOnly ? null : (
          <Button type="submit" variant="secondary" loading={pending}>
            {strings.common.save}
          </Button>
        )}
      </Fields>
    </Panel>
  );
}
