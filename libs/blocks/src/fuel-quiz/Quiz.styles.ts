import { CheckboxGroup, RadioButton, RadioField, RadioGroup, Text } from 'react-aria-components';
import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: clamp(1.5rem, 3vw, 2.5rem);
  padding-block: clamp(3rem, 7vw, 6rem);
  max-inline-size: 64rem;
`;

export const Panel = styled.div`
  display: grid;
  gap: 1.5rem;
`;

export const StepHeading = styled.h3`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  font-size: clamp(1.375rem, 2.5vw, 1.75rem);
  font-weight: 400;
  line-height: 1.25;

  &:focus-visible {
    outline: 2px solid var(--lux-color-focus, currentColor);
    outline-offset: 4px;
  }
  & [data-progress] {
    font-size: 0.8125rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--lux-color-text-muted, inherit);
  }
`;

export const Progress = styled.div`
  block-size: 4px;
  background: var(--lux-color-border);

  & > span {
    display: block;
    block-size: 100%;
    background: var(--lux-color-accent, currentColor);
  }
`;

export const Subheading = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted, inherit);
`;

const optionGrid = `
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.75rem;
`;

export const AnswerRadioGroup = styled(RadioGroup)`
  & [data-options] {
    ${optionGrid}
  }
`;

export const AnswerCheckboxGroup = styled(CheckboxGroup)`
  & [data-options] {
    ${optionGrid}
  }
`;

/** A radio answer as a tile: the whole tile is the label, the description is linked to it. */
export const AnswerField = styled(RadioField)`
  position: relative;
  display: grid;
  gap: 0.25rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-s, 0);

  &[data-selected] {
    border-color: var(--lux-color-accent, currentColor);
    box-shadow: inset 0 0 0 1px var(--lux-color-accent, currentColor);
  }
`;

export const AnswerButton = styled(RadioButton)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  cursor: pointer;
  font-weight: 600;

  & [data-indicator] {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border: 2px solid currentColor;
    border-radius: 50%;
  }
  &[data-selected] [data-indicator] {
    background: var(--lux-color-accent, currentColor);
    box-shadow: inset 0 0 0 3px var(--lux-color-bg, #fff);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--lux-color-focus, currentColor);
    outline-offset: 6px;
  }
`;

export const AnswerDescription = styled(Text)`
  padding-inline-start: 2rem;
  font-size: 0.875rem;
  color: var(--lux-color-text-muted, inherit);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
`;

export const Intro = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
`;
