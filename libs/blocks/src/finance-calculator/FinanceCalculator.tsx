import { useId, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import {
  $priceSettings,
  createFinanceCalculatorModel,
  filterModels,
  financeProduct,
  parseInputConfiguration,
  parseModelsInfo,
  parseOutputConfiguration,
  type CalculatorProduct,
  type FinanceModel,
  type FinanceOutputConfiguration,
} from '@lux/pricing';
import {
  Container,
  Heading,
  RadioGroup,
  Surface,
  Tabs,
  headingLevelFromTag,
  type HeadingLevel,
} from '@lux/ui';
import type { Locale } from '@lux/content';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { ModelOption, Section, Small } from './FinanceCalculator.styles';
import { labelOr, money } from './format';
import { ProductPanel } from './ProductPanel';
import { useSavedChoice } from './useSavedChoice';
import { financeStrings, type FinanceStrings } from './strings';
import type { Fields, Group } from './types';

/** A product group as the calculator uses it: the parsed configurations beside the editor's copy. */
export interface ParsedGroup {
  group: Group;
  entry: CalculatorProduct;
  output: FinanceOutputConfiguration;
  name: string;
}

const EMPTY_GROUP: Group = {
  finance_product: 'HirePurchaseSample',
  name: '',
  description: '',
  link: null,
  main_button: null,
  additional_buttons: [],
  input_configuration: '',
  output_configuration: '',
  disclaimer_title: '',
  disclaimer_body: '',
};

/** Every group parsed; bad JSON falls back to the defaults (A§8); no group at all gives the default product. */
function parseGroups(groups: readonly Group[], t: FinanceStrings): ParsedGroup[] {
  const list = groups.length > 0 ? groups : [EMPTY_GROUP];
  return list.map((group) => {
    const product = financeProduct(group.finance_product);
    return {
      group,
      entry: { product, input: parseInputConfiguration(group.input_configuration).config },
      output: parseOutputConfiguration(group.output_configuration).config,
      name: group.name.trim() || t.defaultProduct,
    };
  });
}

/**
 * The finance calculator (B§3.4): the visitor picks a model of `models_info` (filtered by
 * `nameplate_key_filter`) and a finance product (a group), moves the down payment and duration (and the
 * rate where the product lets them) and sees the quote at once; the monthly payment is announced
 * politely. The choices are kept in localStorage (`finance_calculator_data`, B§3.4 saved data, one entry
 * per block position) and restored on the next visit where they still fit the configuration. The math and the model are @lux/pricing's; bad configuration JSON renders with defaults.
 */
function FinanceCalculator({ id, fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const t = stringsFor(financeStrings, locale);
  const models = useMemo(
    () => filterModels(parseModelsInfo(f.models_info).models, f.nameplate_key_filter ?? ''),
    [f.models_info, f.nameplate_key_filter],
  );
  const parsed = useMemo(() => parseGroups(groups, t), [groups, t]);
  // A new configuration (the editor's preview) is a new calculator.
  const signature = useMemo(() => JSON.stringify([models, parsed.map((p) => p.entry)]), [models, parsed]);
  return (
    <Calculator
      key={signature}
      id={id}
      index={index}
      locale={locale}
      fields={f}
      models={models}
      parsed={parsed}
      t={t}
    />
  );
}

interface CalculatorProps {
  id: number;
  index: number;
  locale: Locale;
  fields: Fields;
  models: FinanceModel[];
  parsed: ParsedGroup[];
  t: FinanceStrings;
}

function Calculator({ id, index, locale, fields: f, models, parsed, t }: CalculatorProps) {
  const headingId = useId();
  const [model] = useState(() =>
    createFinanceCalculatorModel({
      sidPrefix: `finance/block/${id}`,
      models,
      products: parsed.map((p) => p.entry),
    }),
  );
  useSavedChoice(
    model,
    index,
    models,
    useMemo(() => parsed.map((p) => p.entry), [parsed]),
  );
  const units = useUnit({
    modelKey: model.$modelKey,
    chosen: model.$model,
    productIndex: model.$productIndex,
    modelSelected: model.modelSelected,
    productSelected: model.productSelected,
  });
  const settings = useUnit($priceSettings);
  const style = f.calculator_style === 'mena' ? 'mena' : 'default';
  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const subLevel = Math.min(level + 1, 6) as HeadingLevel;
  const modelLabel = labelOr(f.model_label, 'Model', t.model);
  const productLabel = labelOr(f.finance_product_label, 'Finance product', t.financeProduct);
  const freeLabel = labelOr(f.free_items_label, 'Included', t.freeItems);
  const chosen = units.chosen;

  const panel = (item: ParsedGroup) => (
    <ProductPanel
      item={item}
      model={model}
      fields={f}
      locale={locale}
      t={t}
      settings={settings}
      level={subLevel}
      style={style}
      picker={
        models.length > 1 ? (
          <RadioGroup
            label={modelLabel}
            orientation="horizontal"
            value={units.modelKey ?? ''}
            onChange={(key) => units.modelSelected(key)}
          >
            {models.map((m) => (
              <RadioGroup.Radio key={m.key} value={m.key}>
                <ModelOption>
                  <span>{m.name}</span>
                  <small>
                    <bdi dir="ltr">{money(m.priceAgorot, settings)}</bdi>
                  </small>
                </ModelOption>
              </RadioGroup.Radio>
            ))}
          </RadioGroup>
        ) : (
          chosen && (
            <p>
              <strong>{modelLabel}:</strong> {chosen.name}
            </p>
          )
        )
      }
      visual={
        chosen && (
          <>
            {chosen.imageId !== null && (
              <BlockImage
                image={chosen.imageId}
                index={index}
                fallbackAlt={chosen.name}
                sizes="(min-width: 56rem) 50vw, 100vw"
              />
            )}
            {!f.hide_free_items && chosen.freeItems.length > 0 && (
              <div>
                {/* Comes before the quote's own heading on the page: a sibling of it, not a child. */}
                <Heading level={subLevel} size="xs">
                  {freeLabel}
                </Heading>
                <ul>
                  {chosen.freeItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )
      }
    />
  );

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section
          aria-labelledby={heading ? headingId : undefined}
          aria-label={heading ? undefined : t.results}
          data-calculator-style={style}
        >
          {heading && (
            <Heading id={headingId} size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {models.length === 0 ? (
            <p role="status">{t.noModels}</p>
          ) : parsed.length === 1 ? (
            panel(parsed[0]!)
          ) : (
            <Tabs
              selectedKey={String(units.productIndex)}
              onSelectionChange={(key) => units.productSelected(Number(key))}
            >
              <Tabs.List aria-label={productLabel}>
                {parsed.map((item, position) => (
                  <Tabs.Tab key={position} id={String(position)}>
                    {item.name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {parsed.map((item, position) => (
                <Tabs.Panel key={position} id={String(position)}>
                  {panel(item)}
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
          {f.disclaimers.trim() && (
            <Small>
              <RichText html={f.disclaimers} />
            </Small>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const financeCalculatorComponent = FinanceCalculator satisfies BlockComponent<Fields, Group>;
