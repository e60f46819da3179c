import { TextField } from '@lux/ui';
import { paymentOptionTypes } from '../../api/orderTypes';
import { useAdmin } from '../../layout/AdminContext';
import { Card } from '../forms/FieldEditor';
import type { PageDraft } from './configDraft';
import type { FieldsProps } from './OrderOnlineFields';

/**
 * `order_online_checkout_page` / `order_online_success_page` (ADR 026 §3): the page's required texts, and
 * the wording for each payment type (`by_type`), merged over them on the journey (A§4). Other texts are
 * in the JSON.
 */
export function PageTextFields({ draft, onChange, readOnly }: FieldsProps<PageDraft>) {
  const { strings } = useAdmin();
  const s = strings.orderConfig;
  const label = (key: string) => s.pageKeys[key] ?? key;
  const long = (key: string) => key === 'body';
  return (
    <>
      <Card>
        <legend>{s.pageLegend}</legend>
        {draft.required.map((key) => (
          <div key={key} data-wide={long(key) ? '' : undefined}>
            <TextField
              name={key}
              label={label(key)}
              multiline={long(key)}
              rows={3}
              value={draft.texts[key] ?? ''}
              onChange={(value) => onChange({ ...draft, texts: { ...draft.texts, [key]: value } })}
              isRequired
              isReadOnly={readOnly}
            />
          </div>
        ))}
      </Card>
      {paymentOptionTypes.map((payment) => (
        <Card key={payment}>
          <legend>{s.byTypeLegend(s.paymentTypes[payment] ?? payment)}</legend>
          {draft.required.map((key) => (
            <div key={key} data-wide={long(key) ? '' : undefined}>
              <TextField
                name={`by_type.${payment}.${key}`}
                label={label(key)}
                description={s.byTypeHelp}
                multiline={long(key)}
                rows={3}
                value={draft.byType[payment]?.[key] ?? ''}
                onChange={(value) => onChange({ ...draft, byType: { ...draft.byType, [payment]: { ...draft.byType[payment], [key]: value } } })}
                isReadOnly={readOnly}
              />
            </div>
          ))}
        </Card>
      ))}
    </>
  );
}
