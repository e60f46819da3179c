import type { AdminStrings } from '../../i18n/strings';
import type { FormRecord } from '../../api/types';

/** A form's name for headings: its name (editors, admins) or its type and number (sales get no name). */
export function formTitleOf(form: Pick<FormRecord, 'id' | 'name' | 'type'>, strings: AdminStrings): string {
  return form.name ? form.name : strings.forms.formTitle(`${form.type} #${form.id}`);
}
