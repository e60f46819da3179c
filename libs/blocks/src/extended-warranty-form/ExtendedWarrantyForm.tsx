import { FormBlockForm } from '../forms/FormBlockForm';
import { FormBlockShell, levelBelow } from '../forms/FormBlockShell';
import { formOfData } from '../forms/types';
import { textOf } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import { PriceTable } from './ExtendedWarrantyForm.styles';
import type { Fields } from './types';

/**
 * Extended warranty form (B§3.2): the warranty enquiry (form 1 by default, one or two columns, hidden
 * fields from the JSON mapping) under its price table per model. The table's HTML was sanitised on the
 * server (prepareBlocks, sanitize.ts), so it renders as is.
 */
function ExtendedWarrantyForm({ id, fields: f, locale, data }: BlockProps<Fields>) {
  if (formOfData(data) === null) return null;
  const table = textOf(f.table_content) !== '' ? f.table_content : '';
  return (
    <FormBlockShell copy={f}>
      {table && <PriceTable dangerouslySetInnerHTML={{ __html: table }} />}
      <FormBlockForm blockId={id} locale={locale} fields={f} data={data} thankYouLevel={levelBelow(f.header_tag)} modalLabel={textOf(f.heading)} />
    </FormBlockShell>
  );
}

export const extendedWarrantyFormComponent = ExtendedWarrantyForm satisfies BlockComponent<Fields>;
