import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { Button, Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { labelOr } from '../model-catalogue/labels';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import {
  facets,
  hiddenIds,
  matches,
  optionsOf,
  readData,
  toggle,
  type Facet,
  type Selection,
} from './filter';
import { modelSummariesFiltered } from './model';
import { Bar, Chip, Chips, Footer, Group, GroupLabel, Groups } from './ModelSummaryFilters.styles';
import { modelSummaryFiltersStrings } from './strings';
import type { Fields } from './types';

/**
 * Model summary filters (B§3.2): chips by model, body style and engine over the model summaries that
 * follow on the page (worked out on the server). Each chip is a toggle button (aria-pressed); one
 * value per facet, "All" clears it; a live status says how many models show. The summaries hide
 * themselves through a shared store, so the page keeps its order and nothing reloads.
 */
function ModelSummaryFilters({ id, fields: f, locale, data }: BlockProps<Fields>) {
  const t = stringsFor(modelSummaryFiltersStrings, locale);
  const baseId = useId();
  const summaries = useMemo(() => readData(data)?.summaries ?? [], [data]);
  const [selection, setSelection] = useState<Selection>({});
  const filtered = useUnit(modelSummariesFiltered);
  const firstChip = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    filtered({ filterId: id, hidden: hiddenIds(summaries, selection) });
  }, [filtered, id, summaries, selection]);
  // Leaving the page (or the block going) shows every summary again.
  useEffect(
    () => () => {
      filtered({ filterId: id, hidden: [] });
    },
    [filtered, id],
  );

  const labels: Record<Facet, string> = {
    model: labelOr(f.model_label, 'Model', t.model),
    bodyStyle: labelOr(f.bodystyle_label, 'Body style', t.bodyStyle),
    engine: labelOr(f.engine_label, 'Engine', t.engine),
  };
  const shown = facets
    .map((facet) => ({ facet, options: optionsOf(summaries, facet) }))
    .filter(({ options }) => options.length > 1);
  if (summaries.length < 2 || shown.length === 0) return null;

  const count = summaries.filter((summary) => matches(summary, selection)).length;
  const active = Object.keys(selection).length > 0;
  const heading = textOf(f.heading);
  const reset = () => {
    setSelection({});
    // The reset button goes with the selection: keep the focus in the filters.
    firstChip.current?.focus();
  };

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Bar>
          {heading && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Groups>
            {shown.map(({ facet, options }, groupIndex) => {
              const labelId = `${baseId}-${facet}`;
              return (
                <Group key={facet} role="group" aria-labelledby={labelId}>
                  <GroupLabel id={labelId}>{labels[facet]}</GroupLabel>
                  <Chips>
                    <Chip
                      ref={groupIndex === 0 ? firstChip : undefined}
                      type="button"
                      aria-pressed={selection[facet] === undefined}
                      onClick={() => setSelection((current) => toggle(current, facet, undefined))}
                    >
                      {t.all}
                    </Chip>
                    {options.map((value) => (
                      <Chip
                        key={value}
                        type="button"
                        aria-pressed={selection[facet] === value}
                        onClick={() => setSelection((current) => toggle(current, facet, value))}
                      >
                        {value}
                      </Chip>
                    ))}
                  </Chips>
                </Group>
              );
            })}
          </Groups>
          <Footer>
            <p role="status">
              {count === 0
                ? t.none
                : t.showing.replace('{shown}', String(count)).replace('{total}', String(summaries.length))}
            </p>
            {active && (
              <Button variant="tertiary" onClick={reset}>
                {labelOr(f.reset_label, 'Reset', t.reset)}
              </Button>
            )}
          </Footer>
        </Bar>
      </Container>
    </Surface>
  );
}

export const modelSummaryFiltersComponent = ModelSummaryFilters satisfies BlockComponent<Fields>;
