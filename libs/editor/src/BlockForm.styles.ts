import styled from 'styled-components';

/** The whole block form: one column of fields and sections. */
export const FormRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-5);
  color: var(--lux-color-text);
`;

/** A set of fields with a caption: the block's fields, a link, an image, a group item's fields. */
export const FieldSet = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-4);
  min-inline-size: 0;
  margin: 0;
  padding-block: var(--lux-space-3) var(--lux-space-4);
  padding-inline: var(--lux-space-4);
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);

  & > legend {
    padding-inline: var(--lux-space-1);
    font-weight: var(--lux-font-weight-bold);
  }
`;

/** Controls side by side where there is room (a link's type, target and style). */
export const FieldRow = styled.div`
  display: grid;
  gap: var(--lux-space-3) var(--lux-space-4);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  align-items: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-2);
`;

/** Problems of a field made of parts, under its parts; red text, read with the group. */
export const ProblemList = styled.ul`
  margin: 0;
  padding-inline-start: var(--lux-space-5);
  color: var(--lux-color-danger);
  font-size: var(--lux-font-size-small);
`;

export const Note = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

/** A template's Separator field: a rule with its caption. */
export const Divider = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-1);

  & hr {
    inline-size: 100%;
    margin: 0;
    border: 0;
    border-block-start: 1px solid var(--lux-color-border);
  }
`;

export const Summary = styled.div`
  padding-block: var(--lux-space-3);
  padding-inline: var(--lux-space-4);
  border: 1px solid var(--lux-color-danger);
  border-radius: var(--lux-radius-s);

  & > p {
    margin: 0;
    font-weight: var(--lux-font-weight-bold);
  }
`;
