import { FormBlockForm } from '../forms/FormBlockForm';
import { FormBlockShell } from '../forms/FormBlockShell';
import { formOfData } from '../forms/types';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { Fields } from './types';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The block's offer context as hidden values, for the form fields that exist (`offer`, `offer_category`, `brands`). */
export function offerHiddenFields(f: Fields): Record<string, string> {
  const brands = (['defender', 'discovery', 'range_rover'] as const).filter((brand) => f[brand]);
  const own = typeof f.form_hidden_field_mapping === 'string' ? f.form_hidden_field_mapping : JSON.stringify(f.form_hidden_field_mapping ?? {});
  let mapping: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(own || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) mapping = parsed as Record<string, string>;
  } catch {
    mapping = {};
  }
  const context: Record<string, string> = {};
  if (f.category) {
    context['offer'] = [f.category, ...brands].join(':');
    context['offer_category'] = f.category;
  }
  if (brands.length > 0) context['brands'] = brands.join(',');
  // The editor's own mapping wins over what the block derives.
  return { ...context, ...mapping };
}

/**
 * Offers to lead (B§3.2): an offer enquiry for a category and the chosen brand families (defender,
 * discovery, range_rover), with its title, subtitle and the lead form (button on the right by default).
 * When sending fails it shows the block's error text ("Offers request error") and its "Try again" button
 * (B§4, B§8), keeping what was typed. The category and brands travel as hidden values where the form
 * has such fields.
 */
function OffersToLead({ id, fields: f, locale, data }: BlockProps<Fields>) {
  if (formOfData(data) === null) return null;
  const fields = { ...f, form_hidden_field_mapping: JSON.stringify(offerHiddenFields(f)) };
  return (
    <FormBlockShell
      copy={{
        heading: escapeHtml(f.form_title),
        header_size: 'l',
        header_tag: 'H2',
        paragraph: f.form_subtile ? `<p>${escapeHtml(f.form_subtile)}</p>` : '',
        box_color: f.box_color,
        form_position: f.form_position,
      }}
    >
      <FormBlockForm
        blockId={id}
        locale={locale}
        fields={fields}
        data={data}
        thankYouLevel={3}
        errorText={f.error_text}
        retryText={f.error_button_text}
        modalLabel={f.form_title}
      />
    </FormBlockShell>
  );
}

export const offersToLeadComponent = OffersToLead satisfies BlockComponent<Fields>;
