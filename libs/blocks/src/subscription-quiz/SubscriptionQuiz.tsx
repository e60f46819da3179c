import { useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import type { Locale } from '@lux/content';
import {
  DEFAULT_MILEAGE_THRESHOLD,
  SUBSCRIPTION_PRODUCTS,
  SUBSCRIPTION_QUIZ_STEP_COUNT,
  createSubscriptionQuizModel,
  recommendProducts,
  type SubscriptionProduct,
} from '@lux/vehicle-tools';
import { labelOr, parseAnswers, type QuizStepContent } from '../fuel-quiz/content';
import { Actions, Section } from '../fuel-quiz/Quiz.styles';
import { QuizQuestion } from '../fuel-quiz/QuizQuestion';
import { quizStrings } from '../fuel-quiz/strings';
import { useStepFocus } from '../fuel-quiz/useStepFocus';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Answers, Card, Cards, Footer, Products, Summary } from './SubscriptionQuiz.styles';
import { subscriptionQuizStrings, type SubscriptionQuizStrings } from './strings';
import type { Fields, Group } from './types';

const STEPS = [1, 2, 3] as const;

/** The three question steps from the block's fields (all single-answer). */
export function subscriptionQuizSteps(f: Fields): QuizStepContent[] {
  return STEPS.map((n) => ({
    heading: f[`step_${n}_heading`].trim(),
    subheading: f[`step_${n}_subheading`].trim(),
    answers: parseAnswers(f[`step_${n}_answers`], `step_${n}_answers`).answers,
    multiple: false,
  }));
}

const kindLabel = (product: string, s: SubscriptionQuizStrings) =>
  SUBSCRIPTION_PRODUCTS.includes(product as SubscriptionProduct) ? s.products[product as SubscriptionProduct] : '';

interface ProductListProps {
  heading: string;
  footer: string;
  cards: Group[];
  level: HeadingLevel;
  locale: Locale;
  strings: SubscriptionQuizStrings;
}

function ProductList({ heading, footer, cards, level, locale, strings: s }: ProductListProps) {
  if (cards.length === 0) return null;
  const cardLevel = Math.min(level + 1, 6) as HeadingLevel;
  return (
    <Products aria-label={heading}>
      <Heading level={level} size="s">
        {heading}
      </Heading>
      <Cards>
        {cards.map((card) => (
          <li key={`${card.product}-${card.is_alternative}-${card.heading}`}>
            <Card>
              <span data-kind="">{kindLabel(card.product, s)}</span>
              <Heading level={cardLevel} size="xs">
                {card.heading}
              </Heading>
              <RichText html={card.description} />
              {card.price.trim() && (
                <p data-price="">
                  <bdi>{card.price}</bdi>
                </p>
              )}
              <BlockLink link={card.link} locale={locale} />
            </Card>
          </li>
        ))}
      </Cards>
      {footer.trim() && (
        <Footer>
          <RichText html={footer} />
        </Footer>
      )}
    </Products>
  );
}

/**
 * The subscription quiz (B§2, B§3.4): purpose, period and annual mileage with Next and Previous, then a
 * summary of the answers and the product cards the answers fit (main products and alternatives, each
 * with its footer), and Start again. Which cards fit is `recommendProducts` in @lux/vehicle-tools.
 */
function SubscriptionQuiz({ id, locale, fields: f, groups }: BlockProps<Fields, Group>) {
  const t = stringsFor(quizStrings, locale);
  const s = stringsFor(subscriptionQuizStrings, locale);
  const steps = useMemo(() => subscriptionQuizSteps(f), [f]);
  const [model] = useState(() =>
    createSubscriptionQuizModel({
      sidPrefix: `subscription-quiz/${id}`,
      stepValues: steps.map((step) => step.answers.map((answer) => answer.value)),
    }),
  );
  const { position, phase, step, answers, canGoNext, canFinish, summary } = useUnit({
    position: model.$position,
    phase: model.$phase,
    step: model.$currentStep,
    answers: model.$answers,
    canGoNext: model.$canGoNext,
    canFinish: model.$canFinish,
    summary: model.$summaryAnswers,
  });
  const on = useUnit({
    answered: model.answered,
    nextPressed: model.nextPressed,
    previousPressed: model.previousPressed,
    finishPressed: model.finishPressed,
    restarted: model.restarted,
  });
  const { focusRef, moved } = useStepFocus<HTMLHeadingElement>(position);

  if (steps.some((content) => content.answers.length === 0)) return null;

  const level = headingLevelFromTag(f.header_tag);
  const hasHeading = textOf(f.heading) !== '';
  const inner = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const move = (action: () => void) => () => {
    moved.current = true;
    action();
  };
  const content = step === null ? null : steps[step - 1];
  const threshold = f.mileage_threshold > 0 ? f.mileage_threshold : DEFAULT_MILEAGE_THRESHOLD;
  const recommended = summary ? recommendProducts(groups, summary, threshold) : null;
  const answerLabel = (n: number) => {
    const value = answers[n]?.[0];
    return steps[n - 1]?.answers.find((answer) => answer.value === value)?.label ?? '';
  };

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {content && step !== null && (
            <>
              <QuizQuestion
                key={step}
                ref={focusRef}
                step={step}
                total={SUBSCRIPTION_QUIZ_STEP_COUNT}
                content={content}
                selected={answers[step] ?? []}
                onChange={(values) => on.answered({ step, values })}
                progress={t.progress(step, SUBSCRIPTION_QUIZ_STEP_COUNT)}
                selectAllHint={t.selectAll}
                level={inner}
              />
              <Actions>
                {step > 1 && (
                  <Button variant="secondary" onClick={move(on.previousPressed)}>
                    {labelOr(f.previous_label, 'Previous', t.previous)}
                  </Button>
                )}
                <Button
                  disabled={step < SUBSCRIPTION_QUIZ_STEP_COUNT ? !canGoNext : !canFinish}
                  onClick={move(step < SUBSCRIPTION_QUIZ_STEP_COUNT ? on.nextPressed : on.finishPressed)}
                  trailingIcon="arrow"
                >
                  {labelOr(f.next_label, 'Next', t.next)}
                </Button>
              </Actions>
            </>
          )}
          {phase === 'finished' && recommended && (
            <Summary>
              <Heading ref={focusRef} tabIndex={-1} level={inner} size="m">
                {f.summary_heading.trim() || s.summary}
              </Heading>
              <Answers>
                {steps.map((stepContent, n) => (
                  <div key={stepContent.heading || n}>
                    <dt>{stepContent.heading}</dt>
                    <dd>{answerLabel(n + 1)}</dd>
                  </div>
                ))}
              </Answers>
              {recommended.main.length === 0 && recommended.alternatives.length === 0 && <p>{s.noProducts}</p>}
              <ProductList
                heading={f.main_products_heading.trim() || s.mainProducts}
                footer={f.main_products_footer}
                cards={recommended.main}
                level={Math.min(inner + 1, 6) as HeadingLevel}
                locale={locale}
                strings={s}
              />
              <ProductList
                heading={f.alternatives_heading.trim() || s.alternatives}
                footer={f.alternatives_footer}
                cards={recommended.alternatives}
                level={Math.min(inner + 1, 6) as HeadingLevel}
                locale={locale}
                strings={s}
              />
              <Actions>
                <Button variant="secondary" onClick={move(on.restarted)}>
                  {labelOr(f.start_again_label, 'Start again', t.startAgain)}
                </Button>
              </Actions>
            </Summary>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const subscriptionQuizComponent = SubscriptionQuiz satisfies BlockComponent<Fields, Group>;
