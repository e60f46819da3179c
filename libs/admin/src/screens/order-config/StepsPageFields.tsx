import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Heading, TextField } from '@lux/ui';
import { useAdmin } from '../../layout/AdminContext';
import { Card } from '../forms/FieldEditor';
import { nextUid, type PackDraft, type StepsPageDraft } from './configDraft';
import type { FieldsProps } from './OrderOnlineFields';

const Mono = styled.div`
  grid-column: 1 / -1;

  textarea {
    font-family: var(--lux-font-mono, ui-monospace, monospace);
  }
`;

/**
 * `order_online_steps_page` (ADR 026 §3): each step's heading and description (under its key), the service
 * packs, the order terms (HTML, sanitised by the API on save) and the appointment's days and time slots.
 */
export function StepsPageFields({ draft, onChange, readOnly }: FieldsProps<StepsPageDraft>) {
  const { strings } = useAdmin();
  const s = strings.orderConfig;
  const update = (patch: Partial<StepsPageDraft>) => onChange({ ...draft, ...patch });
  const setPack = (uid: string, patch: Partial<PackDraft>) => update({ packs: draft.packs.map((pack) => (pack.uid === uid ? { ...pack, ...patch } : pack)) });
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    document.getElementById('order-config-add-pack')?.focus();
    focusAdd.current = false;
  });
  return (
    <>
      <section aria-labelledby="order-config-step-texts">
        <Heading level={3} size="s" id="order-config-step-texts">
          {s.stepTexts}
        </Heading>
        {draft.texts.map((entry, index) => (
          <Card key={entry.key}>
            <legend>
              <bdi dir="ltr">{entry.key}</bdi>
            </legend>
            <TextField
              name={`${entry.key}.heading`}
              label={s.heading}
              value={entry.heading}
              onChange={(heading) => update({ texts: draft.texts.map((item, i) => (i === index ? { ...item, heading } : item)) })}
              isRequired
              isReadOnly={readOnly}
            />
            <div data-wide="">
              <TextField
                name={`${entry.key}.description`}
                label={s.description}
                multiline
                rows={2}
                value={entry.description}
                onChange={(description) => update({ texts: draft.texts.map((item, i) => (i === index ? { ...item, description } : item)) })}
                isReadOnly={readOnly}
              />
            </div>
          </Card>
        ))}
      </section>
      <section aria-labelledby="order-config-packs">
        <Heading level={3} size="s" id="order-config-packs">
          {s.packsLegend}
        </Heading>
        {draft.packs.map((pack, index) => {
          const name = s.packN(index + 1, pack.title || pack.id || String(index + 1));
          return (
            <Card key={pack.uid}>
              <legend>{name}</legend>
              <TextField name={`service_packs.${index}.id`} label={s.packId} value={pack.id} onChange={(id) => setPack(pack.uid, { id })} isRequired isReadOnly={readOnly} spellCheck="false" autoComplete="off" />
              <TextField name={`service_packs.${index}.title`} label={s.title} value={pack.title} onChange={(title) => setPack(pack.uid, { title })} isRequired isReadOnly={readOnly} />
              <TextField name={`service_packs.${index}.price`} label={s.price} inputMode="numeric" value={pack.price} onChange={(price) => setPack(pack.uid, { price })} isRequired isReadOnly={readOnly} />
              <div data-wide="">
                <TextField
                  name={`service_packs.${index}.description`}
                  label={s.description}
                  multiline
                  rows={2}
                  value={pack.description}
                  onChange={(description) => setPack(pack.uid, { description })}
                  isReadOnly={readOnly}
                />
              </div>
              {readOnly ? null : (
                <div data-wide="">
                  <Button
                    variant="tertiary"
                    size="small"
                    onClick={() => {
                      update({ packs: draft.packs.filter((item) => item.uid !== pack.uid) });
                      focusAdd.current = true;
                    }}
                  >
                    {s.removeItem(name)}
                  </Button>
                </div>
              )}
            </Card>
          );
        })}
        {readOnly ? null : (
          <Button
            id="order-config-add-pack"
            variant="secondary"
            onClick={() => update({ packs: [...draft.packs, { uid: nextUid(draft.packs, 'pack'), id: '', title: '', description: '', hadDescription: false, price: '0', rest: {} }] })}
          >
            {s.addPack}
          </Button>
        )}
      </section>
      <Card>
        <legend>{s.termsLabel}</legend>
        <Mono>
          <TextField
            name="terms_html"
            label={s.termsLabel}
            description={s.termsHelp}
            multiline
            rows={8}
            value={draft.terms}
            onChange={(terms) => update({ terms })}
            isReadOnly={readOnly}
            spellCheck="false"
          />
        </Mono>
      </Card>
      <Card>
        <legend>{s.appointmentLegend}</legend>
        <TextField name="appointment.heading" label={s.heading} value={draft.appointmentHeading} onChange={(appointmentHeading) => update({ appointmentHeading })} isReadOnly={readOnly} />
        <TextField name="appointment.days_ahead" label={s.daysAhead} inputMode="numeric" value={draft.daysAhead} onChange={(daysAhead) => update({ daysAhead })} isRequired isReadOnly={readOnly} />
        <div data-wide="">
          <TextField name="appointment.slots" label={s.slots} value={draft.slots} onChange={(slots) => update({ slots })} isRequired isReadOnly={readOnly} spellCheck="false" />
        </div>
        <div data-wide="">
          <TextField
            name="appointment.description"
            label={s.description}
            multiline
            rows={2}
            value={draft.appointmentDescription}
            onChange={(appointmentDescription) => update({ appointmentDescription })}
            isReadOnly={readOnly}
          />
        </div>
      </Card>
    </>
  );
}
