import { useUnit } from 'effector-react';
import { Container, Heading, Surface, headingLevelFromTag, isLinkShown } from '@lux/ui';
import { CatalogueFailure } from '../model-catalogue/Failure';
import { isRecord } from '../model-catalogue/guards';
import { labelOr } from '../model-catalogue/labels';
import { useCatalogueFormatters } from '../model-catalogue/price';
import { readSummary } from '../model-catalogue/summary';
import { $hiddenModelSummaries, isHidden } from '../model-summary-filters/model';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { LinkValue } from '../shared/values';
import {
  Actions,
  Body,
  Card,
  Eyebrow,
  Equipment,
  EquipmentList,
  Media,
  Prices,
  Specs,
  Version,
} from './ModelSummary.styles';
import { modelSummaryStrings } from './strings';
import type { Fields, ModelSummary as Summary } from './types';

/** The loader's summary; undefined when the loader failed, null when the key names no model. */
function readData(data: unknown): Summary | null | undefined {
  if (!isRecord(data) || !('summary' in data)) return undefined;
  return data['summary'] === null ? null : (readSummary(data['summary']) ?? undefined);
}

const internal = (url: string, text: string, uiType: LinkValue['ui_type']): LinkValue => ({
  url,
  type: 'internal',
  target: '_self',
  link_text: text,
  ui_type: uiType,
});

/**
 * Model summary (B§3.2): one model version from the catalogue (car_key and engine_key, resolved on the
 * server): picture, body style, "from" and lease prices through @lux/pricing, three chosen specs with
 * labels, the standard equipment behind a disclosure, a link to the model's page and one to compare it.
 * A filters block before it may hide it (model-summary-filters).
 */
function ModelSummary({ id, index, fields: f, locale, data }: BlockProps<Fields>) {
  const hidden = isHidden(useUnit($hiddenModelSummaries), id);
  const prices = useCatalogueFormatters(locale);
  const t = stringsFor(modelSummaryStrings, locale);
  const summary = readData(data);
  if (summary === undefined) return <CatalogueFailure locale={locale} />;
  if (summary === null) return null;

  const level = headingLevelFromTag(f.header_tag);
  const heading = textOf(f.heading);
  const eyebrow = [summary.familyName, f.bodystyle.trim() || summary.bodyStyle].filter(Boolean).join(' · ');
  const from = prices.from(summary.price);
  const lease = prices.lease(summary.leasePrice);
  const equipment = textOf(f.standard_equipment_content) !== '';
  const primary =
    f.button && isLinkShown(f.button)
      ? f.button
      : summary.pagePath
        ? internal(summary.pagePath, t.discover, 'primary')
        : null;
  const compare = internal(`/compare?models=${encodeURIComponent(summary.carKey)}`, t.compare, 'tertiary');

  return (
    // A plain wrapper carries `hidden`: the Surface sets its own display, which would override it.
    <div hidden={hidden}>
      <Surface theme={f.box_color} spacing="none" data-tab-id={f.tab_id || undefined}>
        <Container>
          <Card data-columns={f.has_columns}>
            <Media>
              <BlockImage
                image={summary.imageId}
                index={index}
                fallbackAlt={summary.modelName}
                sizes={f.has_columns ? '(min-width: 1024px) 58vw, 100vw' : '100vw'}
              />
            </Media>
            <Body>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              <Heading size={f.header_size} level={level}>
                {heading ? <InlineHtml html={f.heading} /> : summary.modelName}
              </Heading>
              <Version>{summary.versionName}</Version>
              {(from || lease) && (
                <Prices>
                  {from && <p>{from}</p>}
                  {lease && (
                    <p>
                      {t.lease}
                      {lease}
                    </p>
                  )}
                </Prices>
              )}
              {summary.specs.length > 0 && (
                <Specs>
                  {summary.specs.map((spec) => (
                    <div key={spec.key}>
                      <dt>{spec.label}</dt>
                      <dd>{spec.text}</dd>
                    </div>
                  ))}
                </Specs>
              )}
              {equipment && (
                <Equipment>
                  <summary>
                    {labelOr(f.standard_equipment_label, 'Standard equipment', t.standardEquipment)}
                  </summary>
                  <EquipmentList html={f.standard_equipment_content} />
                </Equipment>
              )}
              <Actions>
                <BlockLink link={primary} locale={locale} />
                <BlockLink link={compare} locale={locale} />
              </Actions>
            </Body>
          </Card>
        </Container>
      </Surface>
    </div>
  );
}

export const modelSummaryComponent = ModelSummary satisfies BlockComponent<Fields>;
