import { FormBlockForm } from '../forms/FormBlockForm';
import { FormBlockShell, levelBelow } from '../forms/FormBlockShell';
import { formOfData } from '../forms/types';
import { textOf } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import { TradeInForm } from '../trade-in-form/TradeInForm';
import type { Fields } from './types';

/**
 * Entry form (B§3.2): a forms-service form with a heading and copy, placed left, centre (default) or
 * right. A trade-in form (type `trade_in`) gets the A§3 vehicle section with the stock service's lists.
 * No form: nothing renders.
 */
function EntryForm({ id, fields: f, locale, data }: BlockProps<Fields>) {
  const form = formOfData(data);
  if (form === null) return null;
  const props = { blockId: id, locale, fields: f, data, thankYouLevel: levelBelow(f.header_tag), modalLabel: textOf(f.heading) };
  return (
    <FormBlockShell copy={f}>
      {form?.type === 'trade_in' && !f.modal_form ? <TradeInForm {...props} form={form} /> : <FormBlockForm {...props} />}
    </FormBlockShell>
  );
}

export const entryFormComponent = EntryForm satisfies BlockComponent<Fields>;
