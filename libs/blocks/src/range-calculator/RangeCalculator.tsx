import { useState } from 'react';
import { Meter } from 'react-aria-components';
import { useUnit } from 'effector-react';
import { Button, Container, Heading, RadioGroup, Select, Surface, Switch, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import {
  DRIVING_PROFILES,
  createRangeCalculatorModel,
  distanceUnitOf,
  nameOf,
  toDistanceUnit,
  type DistanceUnit,
  type DrivingProfile,
  type RangeDataFile,
  type RangeEstimate,
} from '@lux/vehicle-tools';
import { labelOr } from '../accordion/faq';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { useComponentFetch } from '../shared/useComponentFetch';
import { Bar, Controls, Headline, Intro, Layout, ModelList, Note, Problem, Result, Section } from './RangeCalculator.styles';
import { RangeSlider } from './RangeSlider';
import { dataSourceOf, fetchRangeDataInBrowser, isRangeData, type RangeData } from './source';
import { rangeCalculatorStrings, type RangeCalculatorStrings } from './strings';
import type { Fields } from './types';

interface Formatters {
  distance: (km: number) => string;
}

function formatters(locale: string, unit: DistanceUnit): Formatters {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const t = stringsFor(rangeCalculatorStrings, locale);
  return { distance: (km) => `${number.format(toDistanceUnit(km, unit))} ${t.unit[unit]}` };
}

/** The bar between the block's bounds: a meter whose text is the figure. */
function RangeBar({ estimate, label, min, max, format }: { estimate: RangeEstimate; label: string; min: number; max: number; format: Formatters }) {
  return (
    <Bar>
      <Meter aria-label={label} value={estimate.km} minValue={min} maxValue={max} valueLabel={format.distance(estimate.km)}>
        {({ percentage }) => (
          <div data-track="">
            <span data-fill="" style={{ inlineSize: `${percentage}%` }} />
          </div>
        )}
      </Meter>
    </Bar>
  );
}

interface CalculatorProps {
  id: number;
  locale: string;
  fields: Fields;
  file: RangeDataFile;
  t: RangeCalculatorStrings;
  /** The outline level of the per-model list's heading. */
  subLevel: HeadingLevel;
}

/** The inputs and the estimates of one loaded file; its model lives as long as the file. */
function Calculator({ id, locale, fields: f, file, t, subLevel }: CalculatorProps) {
  const [model] = useState(() =>
    createRangeCalculatorModel({
      sidPrefix: `range-calculator/${id}`,
      file,
      bounds: { minKm: f.minimal_range ?? undefined, maxKm: f.maximal_range ?? undefined },
    }),
  );
  const { models, limits, selected, inputs, estimates, estimate, bounds } = useUnit({
    models: model.$models,
    limits: model.$limits,
    selected: model.$selectedModel,
    inputs: model.$inputs,
    estimates: model.$estimates,
    estimate: model.$selectedEstimate,
    bounds: model.$bounds,
  });
  const events = useUnit({
    modelSelected: model.modelSelected,
    profileChanged: model.profileChanged,
    speedChanged: model.speedChanged,
    temperatureChanged: model.temperatureChanged,
    climateToggled: model.climateToggled,
    wheelChanged: model.wheelChanged,
  });
  const unit = distanceUnitOf(f.distance_unit);
  const format = formatters(locale, unit);
  const selectedName = selected ? nameOf(selected, locale) : '';

  return (
    <Layout>
      <Controls>
        <Select
          label={t.model}
          items={models.map((item) => ({ id: item.key, name: nameOf(item, locale) }))}
          selectedKey={selected?.key ?? null}
          onSelectionChange={(key) => key !== null && events.modelSelected(String(key))}
        >
          {(item) => <Select.Item id={item.id}>{item.name}</Select.Item>}
        </Select>
        <RadioGroup
          label={labelOr(f.driving_profile_label, 'Driving profile', t.drivingProfile)}
          orientation="horizontal"
          value={inputs.profile}
          onChange={(value) => events.profileChanged(value as DrivingProfile)}
        >
          {DRIVING_PROFILES.map((profile) => (
            <RadioGroup.Radio key={profile} value={profile}>
              {t.profiles[profile]}
            </RadioGroup.Radio>
          ))}
        </RadioGroup>
        <RangeSlider
          label={t.speed}
          value={inputs.speedKmh}
          minValue={limits.speed.min}
          maxValue={limits.speed.max}
          step={limits.speed.step}
          formatOptions={{ style: 'unit', unit: 'kilometer-per-hour' }}
          onChange={events.speedChanged}
        />
        <RangeSlider
          label={labelOr(f.temperature_label, 'Outside temperature', t.temperature)}
          value={inputs.temperatureC}
          minValue={limits.temperature.min}
          maxValue={limits.temperature.max}
          step={limits.temperature.step}
          formatOptions={{ style: 'unit', unit: 'celsius' }}
          onChange={events.temperatureChanged}
        />
        <Switch isSelected={inputs.climateOn} onChange={events.climateToggled}>
          {t.climate}
        </Switch>
        <RadioGroup
          label={labelOr(f.wheel_label, 'Wheels', t.wheels)}
          orientation="horizontal"
          value={String(inputs.wheelInches)}
          onChange={(value) => events.wheelChanged(Number(value))}
        >
          {(selected?.wheelSizes ?? []).map((inches) => (
            <RadioGroup.Radio key={inches} value={String(inches)}>
              {t.wheel(inches)}
            </RadioGroup.Radio>
          ))}
        </RadioGroup>
      </Controls>

      <Result>
        {/* Polite: a slider step updates the figure, and the screen reader reads it once it settles. */}
        <Headline role="status" aria-live="polite" aria-atomic="true">
          {estimate ? (
            <>
              <span>{selectedName}</span>
              <span data-figure="">{format.distance(estimate.km)}</span>
              {estimate.clamped === 'min' ? <span>{t.atMinimum}</span> : estimate.clamped === 'max' ? <span>{t.atMaximum}</span> : null}
            </>
          ) : null}
        </Headline>
        {estimate ? <RangeBar estimate={estimate} label={t.estimateOf(selectedName, format.distance(estimate.km))} min={bounds.minKm} max={bounds.maxKm} format={format} /> : null}
        <Note>{t.between(format.distance(bounds.minKm), format.distance(bounds.maxKm))}</Note>
        <Heading size="xs" level={subLevel}>
          {t.allModels}
        </Heading>
        <ModelList>
          {models.map((item, index) => {
            const row = estimates[index];
            if (!row) return null;
            const name = nameOf(item, locale);
            return (
              <li key={item.key} aria-current={item.key === selected?.key ? 'true' : undefined}>
                <div data-row="">
                  <span>{name}</span>
                  <strong>{format.distance(row.km)}</strong>
                </div>
                {row.wheelInches !== inputs.wheelInches ? <span data-note="">{t.onWheels(row.wheelInches)}</span> : null}
                <RangeBar estimate={row} label={t.estimateOf(name, format.distance(row.km))} min={bounds.minKm} max={bounds.maxKm} format={format} />
              </li>
            );
          })}
        </ModelList>
        <Note>{t.disclaimer}</Note>
      </Result>
    </Layout>
  );
}

/**
 * B§3.2 range calculator: the electric range per model from the data file at `data_url` (A§7), by
 * driving profile, speed, outside temperature, climate control and wheel size, between the block's
 * minimal and maximal range, in km or miles. The file arrives with the page (the block's loader); if
 * the loader could not read it the browser asks the site's proxy, and a missing or broken file is the
 * block's own error state (A§8).
 */
function RangeCalculator({ id, fields: f, locale, data }: BlockProps<Fields, never>) {
  const t = stringsFor(rangeCalculatorStrings, locale);
  const source = dataSourceOf(f.data_url);
  const initial = isRangeData(data) ? data : null;
  const path = source.kind === 'content' ? source.path : null;
  const fetched = useComponentFetch<RangeData>(path === null ? null : () => fetchRangeDataInBrowser(path), [path], { initial });
  // No server data and nothing to fetch here: an absolute URL only the server may read, or no data_url.
  const fallback: RangeData = source.kind === 'absolute' ? { status: 'unavailable' } : { status: 'missing' };
  const rangeData: RangeData | null =
    fetched.status === 'error' ? { status: 'unavailable' } : (fetched.data ?? (path === null ? (initial ?? fallback) : null));
  const hasHeading = textOf(f.heading) !== '';
  const level = headingLevelFromTag(f.header_tag);
  const subLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;

  let body;
  if (rangeData === null) body = <Note role="status">{t.loading}</Note>;
  else if (rangeData.status === 'ready') body = <Calculator key={JSON.stringify(rangeData.file.models.map((m) => [m.key, m.wltpRangeKm]))} id={id} locale={locale} fields={f} file={rangeData.file} t={t} subLevel={subLevel} />;
  else
    body = (
      <Problem role="alert">
        <p>{rangeData.status === 'missing' ? t.missing : rangeData.status === 'invalid' ? t.invalid : t.unavailable}</p>
        {rangeData.status === 'unavailable' && path !== null ? (
          <Button variant="secondary" onClick={fetched.retry} disabled={fetched.status === 'pending'}>
            {t.tryAgain}
          </Button>
        ) : null}
      </Problem>
    );

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading || textOf(f.paragraph) !== '' ? (
            <Intro>
              {hasHeading ? (
                <Heading size={f.header_size} level={level}>
                  <InlineHtml html={f.heading} />
                </Heading>
              ) : null}
              {textOf(f.paragraph) !== '' ? <RichText html={f.paragraph} /> : null}
            </Intro>
          ) : null}
          {body}
        </Section>
      </Container>
    </Surface>
  );
}

export const rangeCalculatorComponent = RangeCalculator satisfies BlockComponent<Fields, never>;
