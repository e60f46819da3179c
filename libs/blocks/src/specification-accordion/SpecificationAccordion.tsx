import { useState } from 'react';
import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { CatalogueFailure } from '../model-catalogue/Failure';
import { labelOr } from '../model-catalogue/labels';
import { Picker } from '../model-catalogue/Picker';
import { useCatalogueFormatters } from '../model-catalogue/price';
import { catalogueStrings } from '../model-catalogue/strings';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { readData, rowsOf, sectionLabels, sectionsOf } from './sections';
import {
  Aside,
  Chosen,
  Details,
  ModelName,
  Notes,
  Price,
  Rows,
  Section,
  Sections,
  Summary,
} from './SpecificationAccordion.styles';
import { specificationAccordionStrings } from './strings';
import type { Fields, Group } from './types';

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * Specification accordion (B§3.2): the spec sheet of the version chosen in a select, in sections that
 * open and close (native details/summary: keyboard and screen readers for free; the first starts
 * open). Versions come from the catalogue on the server (model keys expand to every version of the
 * model); sections are the editor's (up to 100) or, without any, performance, powertrain, efficiency
 * and practicality. Specs that do not apply to the chosen version (no battery on a diesel) are left
 * out, and so is a section left empty.
 */
function SpecificationAccordion({ fields: f, groups, locale, data }: BlockProps<Fields, Group>) {
  const prices = useCatalogueFormatters(locale);
  const t = stringsFor(specificationAccordionStrings, locale);
  const words = stringsFor(catalogueStrings, locale);
  const loaded = readData(data);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  if (!loaded) return <CatalogueFailure locale={locale} />;
  if (loaded.models.length === 0) return null;

  const model = loaded.models.find((candidate) => candidate.key === chosenKey) ?? loaded.models[0]!;
  const sections = sectionsOf(groups, stringsFor(sectionLabels, locale))
    .map((section) => ({ ...section, rows: rowsOf(section, model) }))
    .filter((section) => section.label !== '' && (section.rows.length > 0 || textOf(section.content) !== ''));
  const heading = textOf(f.heading);
  const price = prices.price(model.price);
  const lease = prices.lease(model.lease_price);

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          <Aside>
            {heading && (
              <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                <InlineHtml html={f.heading} />
              </Heading>
            )}
            {loaded.models.length > 1 && (
              <Picker
                label={labelOr(f.select_label, 'Model', t.model)}
                placeholder={labelOr(f.select_placeholder, 'Select a model', t.placeholder)}
                value={model.key}
                options={loaded.models.map((option) => ({
                  value: option.key,
                  label: option.name,
                  group: option.nameplate,
                }))}
                onChange={setChosenKey}
              />
            )}
            <Chosen aria-live="polite">
              <ModelName>{model.name}</ModelName>
              {price && (
                <Price>
                  {words.listPrice}: {price}
                </Price>
              )}
              {lease && (
                <Price>
                  {words.lease}: {lease}
                </Price>
              )}
            </Chosen>
          </Aside>
          <Sections>
            {sections.map((section, index) => (
              <Details key={`${section.label}-${index}`} open={index === 0}>
                <Summary>
                  <span>{section.label}</span>
                  <Chevron />
                </Summary>
                {section.rows.length > 0 && (
                  <Rows>
                    {section.rows.map((row) => (
                      <div key={row.key}>
                        <dt>{row.label}</dt>
                        <dd>{row.text}</dd>
                      </div>
                    ))}
                  </Rows>
                )}
                <Notes html={section.content} />
              </Details>
            ))}
          </Sections>
        </Section>
      </Container>
    </Surface>
  );
}

export const specificationAccordionComponent = SpecificationAccordion satisfies BlockComponent<Fields, Group>;
