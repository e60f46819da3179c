import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import {
  FUEL_QUIZ_MULTI_SELECT_STEPS,
  FUEL_QUIZ_STEP_COUNT,
  createFuelQuizModel,
  parseFuelScoring,
} from '@lux/vehicle-tools';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { labelOr, parseAnswers, type QuizStepContent } from './content';
import { FuelQuizResult } from './FuelQuizResult';
import { Actions, Intro, Section } from './Quiz.styles';
import { QuizQuestion } from './QuizQuestion';
import { quizStrings } from './strings';
import type { Fields, FuelQuizData } from './types';
import { useStepFocus } from './useStepFocus';

const STEPS = [1, 2, 3, 4, 5] as const;

/** The five question steps from the block's fields. */
export function fuelQuizSteps(f: Fields): QuizStepContent[] {
  return STEPS.map((n) => ({
    heading: f[`step_${n}_heading`].trim(),
    subheading: f[`step_${n}_subheading`].trim(),
    answers: parseAnswers(f[`step_${n}_answers`], `step_${n}_answers`).answers,
    multiple: FUEL_QUIZ_MULTI_SELECT_STEPS.includes(n),
  }));
}

const scoringOf = (data: unknown) => (data as FuelQuizData | undefined)?.scoring ?? null;

/**
 * The fuel-type quiz (B§2, B§3.4, B§4): intro, five questions with Next and Previous (step 3 takes
 * several answers), See result, the result for one powertrain with "You could also consider", and Start
 * again. The scoring table comes from the `quiz.fuel_type.scoring` setting (loaded with the page), else
 * the built-in one; the rules live in @lux/vehicle-tools.
 */
function FuelQuiz({ id, index, locale, fields: f, data }: BlockProps<Fields>) {
  const t = stringsFor(quizStrings, locale);
  const steps = useMemo(() => fuelQuizSteps(f), [f]);
  const scoring = scoringOf(data);
  const [model] = useState(() =>
    createFuelQuizModel({
      sidPrefix: `fuel-quiz/${id}`,
      stepValues: steps.map((step) => step.answers.map((answer) => answer.value)),
      table: parseFuelScoring(scoring).table,
    }),
  );
  const { position, phase, step, answers, canGoNext, canFinish, outcome } = useUnit({
    position: model.$position,
    phase: model.$phase,
    step: model.$currentStep,
    answers: model.$answers,
    canGoNext: model.$canGoNext,
    canFinish: model.$canFinish,
    outcome: model.$outcome,
  });
  const on = useUnit({
    started: model.started,
    answered: model.answered,
    nextPressed: model.nextPressed,
    previousPressed: model.previousPressed,
    finishPressed: model.finishPressed,
    restarted: model.restarted,
  });
  const { focusRef, moved } = useStepFocus<HTMLHeadingElement>(position);
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Back on the intro after Start again: the Start button is the next thing to do.
    if (moved.current && position === 0 && !focusRef.current) startRef.current?.focus();
  }, [position, focusRef, moved]);

  if (steps.some((content) => content.answers.length === 0)) return null;

  const level = headingLevelFromTag(f.header_tag);
  const hasHeading = textOf(f.heading) !== '';
  const inner = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const move = (action: () => void) => () => {
    moved.current = true;
    action();
  };
  const content = step === null ? null : steps[step - 1];

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading && (
            <Heading size={f.header_size} level={level} ref={phase === 'intro' ? focusRef : undefined} tabIndex={-1}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {phase === 'intro' && (
            <Intro>
              <RichText html={f.intro_text} />
              <Button ref={startRef} onClick={move(on.started)} trailingIcon="arrow">
                {labelOr(f.start_label, 'Start', t.start)}
              </Button>
            </Intro>
          )}
          {content && step !== null && (
            <>
              <QuizQuestion
                key={step}
                ref={focusRef}
                step={step}
                total={FUEL_QUIZ_STEP_COUNT}
                content={content}
                selected={answers[step] ?? []}
                onChange={(values) => on.answered({ step, values })}
                progress={t.progress(step, FUEL_QUIZ_STEP_COUNT)}
                selectAllHint={t.selectAll}
                level={inner}
              />
              <Actions>
                <Button variant="secondary" onClick={move(on.previousPressed)}>
                  {labelOr(f.previous_label, 'Previous', t.previous)}
                </Button>
                {step < FUEL_QUIZ_STEP_COUNT ? (
                  <Button disabled={!canGoNext} onClick={move(on.nextPressed)} trailingIcon="arrow">
                    {labelOr(f.next_label, 'Next', t.next)}
                  </Button>
                ) : (
                  <Button disabled={!canFinish} onClick={move(on.finishPressed)}>
                    {labelOr(f.see_result_label, 'See result', t.seeResult)}
                  </Button>
                )}
              </Actions>
            </>
          )}
          {phase === 'finished' && outcome && (
            <>
              <FuelQuizResult
                ref={focusRef}
                fields={f}
                outcome={outcome}
                strings={t}
                alsoConsiderLabel={labelOr(f.also_consider_label, 'You could also consider', t.alsoConsider)}
                locale={locale}
                index={index}
                level={inner}
              />
              <Actions>
                <Button variant="secondary" onClick={move(on.restarted)}>
                  {labelOr(f.start_again_label, 'Start again', t.startAgain)}
                </Button>
              </Actions>
            </>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const fuelQuizComponent = FuelQuiz satisfies BlockComponent<Fields>;
