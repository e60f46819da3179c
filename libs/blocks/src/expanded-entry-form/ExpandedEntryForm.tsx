import type { CSSProperties } from 'react';
import { Tabs } from '@lux/ui';
import { FormBlockForm } from '../forms/FormBlockForm';
import { FormBlockShell, levelBelow } from '../forms/FormBlockShell';
import { formOfData } from '../forms/types';
import { textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Disclaimers, TabArea } from './ExpandedEntryForm.styles';
import type { ExpandedTab, Fields } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Expanded entry form (B§3.2, MENA): the entry form with tabs above it — one per expanded-entry-form
 * block of the page sharing its tab_id, up to top_tabs_limit, each padded by tab_x_padding — and
 * disclaimers under it (HTML sanitised on the server).
 */
function ExpandedEntryForm({ id, fields: f, locale, data }: BlockProps<Fields>) {
  if (isRecord(data) && data['grouped'] === true) return null;
  const tabs = isRecord(data) && Array.isArray(data['tabs']) ? (data['tabs'] as ExpandedTab[]) : null;
  if (!tabs && formOfData(data) === null) return null;
  if (tabs && tabs.length === 0) return null;
  const disclaimers = textOf(f.disclaimers) !== '' ? <Disclaimers><RichText html={f.disclaimers} /></Disclaimers> : null;
  const padding = typeof f.tab_x_padding === 'number' && f.tab_x_padding >= 0 ? ({ '--lux-tab-x-padding': `${f.tab_x_padding}px` } as CSSProperties) : undefined;
  const level = levelBelow(f.header_tag);

  if (!tabs || tabs.length === 1) {
    const tab = tabs?.[0];
    return (
      <FormBlockShell copy={f} after={disclaimers}>
        <FormBlockForm blockId={tab?.blockId ?? id} locale={locale} fields={tab?.fields ?? f} data={tab ? { form: tab.form } : data} thankYouLevel={level} />
      </FormBlockShell>
    );
  }
  return (
    <FormBlockShell copy={f} after={disclaimers}>
      <TabArea style={padding}>
        <Tabs>
          <Tabs.List aria-label={textOf(f.heading) || undefined}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.blockId} id={String(tab.blockId)}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.blockId} id={String(tab.blockId)}>
              <FormBlockForm blockId={tab.blockId} locale={locale} fields={tab.fields} data={{ form: tab.form }} thankYouLevel={level} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </TabArea>
    </FormBlockShell>
  );
}

export const expandedEntryFormComponent = ExpandedEntryForm satisfies BlockComponent<Fields>;
