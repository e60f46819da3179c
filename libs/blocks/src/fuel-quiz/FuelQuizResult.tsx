import { forwardRef, useId } from 'react';
import { Heading, type HeadingLevel } from '@lux/ui';
import type { Locale } from '@lux/content';
import type { FuelQuizOutcome, Powertrain } from '@lux/vehicle-tools';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { RichText } from '../shared/RichText';
import type { LinkValue } from '../shared/values';
import { Aside, AsideLinks, Consider, Links, ProsCons, Result, ResultText } from './FuelQuizResult.styles';
import type { QuizStrings } from './strings';
import type { Fields } from './types';

/** A link field with its separate label field as the text (the template keeps them apart). */
export function labelledLink(link: LinkValue | null, label: string): LinkValue | null {
  if (!link) return null;
  const text = label.trim();
  return text ? { ...link, link_text: text } : link;
}

export const resultHeading = (f: Fields, kind: Powertrain, t: QuizStrings) => f[`${kind}_heading`].trim() || t.powertrains[kind];

export interface FuelQuizResultProps {
  fields: Fields;
  outcome: FuelQuizOutcome;
  strings: QuizStrings;
  alsoConsiderLabel: string;
  locale: Locale;
  index: number;
  level: HeadingLevel;
}

/** The result view of one powertrain (B§3.4): every text, the links, the aside box and the runner-up. */
export const FuelQuizResult = forwardRef<HTMLHeadingElement, FuelQuizResultProps>(function FuelQuizResult(
  { fields: f, outcome, strings: t, alsoConsiderLabel, locale, index, level },
  headingRef,
) {
  const kind = outcome.result;
  const sub = Math.min(level + 1, 6) as HeadingLevel;
  const advantages = f[`${kind}_advantages`];
  const disadvantages = f[`${kind}_disadvantages`];
  const asideLabel = f[`${kind}_aside_label`].trim();
  const asideDescription = f[`${kind}_aside_description`];
  const runnerUp = outcome.runnerUp;
  const asideId = useId();
  return (
    <Result>
      <ResultText>
        <Heading ref={headingRef} tabIndex={-1} level={level} size="l">
          <span data-eyebrow="">{t.resultLabel}: </span>
          {resultHeading(f, kind, t)}
        </Heading>
        <RichText html={f[`${kind}_introduction`]} />
        <BlockImage image={f[`${kind}_image`]} index={index} ratio="16-9" sizes="(min-width: 64rem) 64rem, 100vw" />
        <RichText html={f[`${kind}_description`]} />
        {(advantages.trim() || disadvantages.trim()) && (
          <ProsCons>
            {advantages.trim() && (
              <div>
                <Heading level={sub} size="xs">
                  {t.advantages}
                </Heading>
                <RichText html={advantages} />
              </div>
            )}
            {disadvantages.trim() && (
              <div>
                <Heading level={sub} size="xs">
                  {t.disadvantages}
                </Heading>
                <RichText html={disadvantages} />
              </div>
            )}
          </ProsCons>
        )}
        <Links>
          <BlockLink link={labelledLink(f[`${kind}_vehicle_link`], f[`${kind}_vehicle_label`])} locale={locale} />
          <BlockLink link={labelledLink(f[`${kind}_other_option_link`], f[`${kind}_other_option_label`])} locale={locale} />
        </Links>
        {runnerUp && (
          <Consider>
            <Heading level={sub} size="xs">
              {alsoConsiderLabel}
            </Heading>
            <p>
              <strong>{resultHeading(f, runnerUp, t)}</strong>
            </p>
            <RichText html={f[`${runnerUp}_introduction`]} />
            <BlockLink link={labelledLink(f[`${runnerUp}_vehicle_link`], f[`${runnerUp}_vehicle_label`])} locale={locale} />
          </Consider>
        )}
      </ResultText>
      {(asideLabel || asideDescription.trim()) && (
        <Aside aria-labelledby={asideLabel ? asideId : undefined}>
          {asideLabel && (
            <Heading id={asideId} level={sub} size="s">
              {asideLabel}
            </Heading>
          )}
          <RichText html={asideDescription} />
          <AsideLinks>
            <BlockLink link={labelledLink(f[`${kind}_aside_primary_link`], f[`${kind}_aside_primary_label`])} locale={locale} />
            <BlockLink link={labelledLink(f[`${kind}_aside_secondary_link`], f[`${kind}_aside_secondary_label`])} locale={locale} />
          </AsideLinks>
        </Aside>
      )}
    </Result>
  );
});
