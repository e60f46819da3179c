import { forwardRef, useId } from 'react';
import { Checkbox } from '@lux/ui';
import type { QuizStepContent } from './content';
import {
  AnswerButton,
  AnswerCheckboxGroup,
  AnswerDescription,
  AnswerField,
  AnswerRadioGroup,
  Panel,
  Progress,
  StepHeading,
  Subheading,
} from './Quiz.styles';

export interface QuizQuestionProps {
  step: number;
  total: number;
  content: QuizStepContent;
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** "Step n of total" in the page language. */
  progress: string;
  /** The multi-select hint, used when the step has no subheading of its own. */
  selectAllHint: string;
  /** The heading's outline level (one below the block's heading). */
  level: number;
}

/**
 * One question: its heading (focused on every step change, so a screen reader announces "Step n of 5"
 * and the question), the subheading, and the answers as a radio group — or a checkbox group on a
 * multi-select step — named by the question and described by the subheading.
 */
export const QuizQuestion = forwardRef<HTMLHeadingElement, QuizQuestionProps>(function QuizQuestion(
  { step, total, content, selected, onChange, progress, selectAllHint, level },
  headingRef,
) {
  const id = useId();
  const questionId = `${id}-question`;
  const hintId = `${id}-hint`;
  const subheading = content.subheading || (content.multiple ? selectAllHint : '');
  const describedBy = subheading ? hintId : undefined;
  const heading = `h${Math.min(Math.max(level, 2), 6)}` as 'h3';
  return (
    <Panel>
      <Progress aria-hidden="true">
        <span style={{ inlineSize: `${(step / total) * 100}%` }} />
      </Progress>
      <StepHeading as={heading} ref={headingRef} tabIndex={-1}>
        <span data-progress="">{progress}</span>{' '}
        <span id={questionId}>{content.heading}</span>
      </StepHeading>
      {subheading && <Subheading id={hintId}>{subheading}</Subheading>}
      {content.multiple ? (
        <AnswerCheckboxGroup aria-labelledby={questionId} aria-describedby={describedBy} value={[...selected]} onChange={onChange}>
          <div data-options="">
            {content.answers.map((answer) => (
              <Checkbox key={answer.value} value={answer.value} description={answer.description || undefined}>
                {answer.label}
              </Checkbox>
            ))}
          </div>
        </AnswerCheckboxGroup>
      ) : (
        <AnswerRadioGroup
          aria-labelledby={questionId}
          aria-describedby={describedBy}
          value={selected[0] ?? null}
          onChange={(value) => onChange([value])}
        >
          <div data-options="">
            {content.answers.map((answer) => (
              <AnswerField key={answer.value} value={answer.value}>
                <AnswerButton>
                  <span data-indicator="" aria-hidden="true" />
                  {answer.label}
                </AnswerButton>
                {answer.description && <AnswerDescription slot="description">{answer.description}</AnswerDescription>}
              </AnswerField>
            ))}
          </div>
        </AnswerRadioGroup>
      )}
    </Panel>
  );
});
