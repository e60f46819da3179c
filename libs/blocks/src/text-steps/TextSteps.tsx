import { useId } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { StepIcon, stepIconFor } from './icons';
import { textStepsStrings } from './strings';
import { Badge, Copy, Eyebrow, Intro, Marker, Section, Step, Steps } from './TextSteps.styles';
import type { Fields, Group } from './types';

/** A step with neither heading nor copy is left out, and the numbering closes up behind it. */
export function visibleSteps(groups: readonly Group[]): Group[] {
  return groups.filter((step) => step.heading.trim() !== '' || textOf(step.paragraph) !== '');
}

function TextSteps({ fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(textStepsStrings, locale);
  const headingId = useId();
  const steps = visibleSteps(groups);
  const hasHeading = textOf(f.heading) !== '';
  if (steps.length === 0 && !hasHeading && textOf(f.paragraph) === '') return null;

  const level = headingLevelFromTag(f.header_tag);
  const stepLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {(hasHeading || textOf(f.paragraph) !== '') && (
            <Intro>
              {hasHeading && (
                <Heading id={headingId} size={f.header_size} level={level}>
                  <InlineHtml html={f.heading} />
                </Heading>
              )}
              <RichText html={f.paragraph} />
            </Intro>
          )}
          {steps.length > 0 && (
            <Steps {...(hasHeading ? { 'aria-labelledby': headingId } : { 'aria-label': t.label })}>
              {steps.map((step, position) => {
                const icon = stepIconFor(step.icon);
                return (
                  <Step key={`${step.heading}-${position}`}>
                    <Marker>
                      <Badge aria-hidden="true">{icon ? <StepIcon name={icon} /> : String(position + 1).padStart(2, '0')}</Badge>
                    </Marker>
                    <Eyebrow>{t.step(position + 1)}</Eyebrow>
                    {step.heading.trim() && (
                      <Heading size="xs" level={stepLevel}>
                        {step.heading}
                      </Heading>
                    )}
                    <Copy>
                      <RichText html={step.paragraph} />
                    </Copy>
                  </Step>
                );
              })}
            </Steps>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const textStepsComponent = TextSteps satisfies BlockComponent<Fields, Group>;
