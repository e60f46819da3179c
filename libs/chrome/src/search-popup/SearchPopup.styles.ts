import styled from 'styled-components';
import { ModalDialog } from '../shared/ModalDialog';

/**
 * The header's icon button. `margin-inline-start: auto` sends it to the end of a flex row (next to
 * the language link) when the row has room to spare; a growing sibling takes that room first.
 */
export const SearchButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  margin-inline-start: auto;
  padding: 0;
  border: none;
  border-radius: var(--lux-radius-pill);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background-color: color-mix(in srgb, currentColor 12%, transparent);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  & svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
`;

/** Wider than the other dialogs and near the top, so the list has room to grow downwards. */
export const StyledSearchDialog = styled(ModalDialog)`
  inline-size: min(44rem, 100% - 2 * var(--lux-space-4));
  margin-block: min(8vh, 5rem) auto;
  padding: var(--lux-space-5);

  & > div:last-child {
    display: block;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-3);
  min-inline-size: 0;
`;

export const FieldLabel = styled.label`
  font-weight: var(--lux-font-weight-bold);
`;

export const Field = styled.div`
  position: relative;

  & > svg {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: var(--lux-space-3);
    inline-size: 1.25rem;
    block-size: 1.25rem;
    transform: translateY(-50%);
    color: var(--lux-color-text-muted);
    pointer-events: none;
  }
`;

export const Input = styled.input`
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: 3rem;
  padding-block: var(--lux-space-2);
  padding-inline: calc(var(--lux-space-3) * 2 + 1.25rem) var(--lux-space-3);
  border: var(--lux-control-border-width) solid var(--lux-color-border);
  border-radius: var(--lux-radius-m);
  background: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  font: inherit;
  font-size: 1.125rem;

  &::placeholder {
    color: var(--lux-color-text-muted);
    opacity: 1;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const Status = styled.p`
  margin: 0;
  min-block-size: 1.5em;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);

  &[data-tone='error'] {
    color: var(--lux-color-text);
    font-weight: var(--lux-font-weight-bold);
  }
`;

export const Message = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3);

  & p {
    margin: 0;
  }
`;

export const Listbox = styled.div`
  max-block-size: min(55vh, 30rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  margin-inline: calc(-1 * var(--lux-space-2));
  padding: var(--lux-space-1) var(--lux-space-2);

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Group = styled.div`
  & + & {
    margin-block-start: var(--lux-space-3);
  }
`;

export const GroupLabel = styled.div`
  padding-block: var(--lux-space-1);
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export const Option = styled.div`
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  column-gap: var(--lux-space-3);
  align-items: start;
  padding: var(--lux-space-2) var(--lux-space-3);
  border-radius: var(--lux-radius-m);
  outline: 2px solid transparent;
  outline-offset: -2px;
  cursor: pointer;

  & > svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin-block-start: 0.125rem;
    color: var(--lux-color-text-muted);
  }
  & mark {
    background: none;
    color: inherit;
    font-weight: var(--lux-font-weight-bold);
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.2em;
  }
  /* The active option: a ring, not colour alone. */
  &[aria-selected='true'] {
    outline-color: var(--lux-color-focus);
    background-color: var(--lux-color-bg);
  }
`;

export const OptionTitle = styled.span`
  display: block;
  font-weight: var(--lux-font-weight-bold);
  overflow-wrap: anywhere;
`;

export const OptionExcerpt = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

export const TextButton = styled.button`
  align-self: flex-start;
  min-block-size: var(--lux-target-min);
  padding: var(--lux-space-1) 0;
  border: none;
  background: none;
  color: var(--lux-color-link);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const Instructions = styled.p`
  margin: 0;
  padding-block-start: var(--lux-space-3);
  border-block-start: 1px solid var(--lux-color-border);
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
`;

/** The footer's search bar: a field and a button on one line. */
export const BarForm = styled.form`
  display: flex;
  gap: var(--lux-space-2);
  max-inline-size: 28rem;

  & > ${Field} {
    flex: 1 1 auto;
  }
  & ${Input} {
    min-block-size: 2.75rem;
    font-size: var(--lux-font-size-body);
  }
`;

export const BarButton = styled.button`
  flex: none;
  min-block-size: 2.75rem;
  padding-inline: var(--lux-space-4);
  border: none;
  border-radius: var(--lux-radius-m);
  background: var(--lux-color-accent);
  color: var(--lux-color-on-accent);
  font: inherit;
  font-weight: var(--lux-font-weight-bold);
  cursor: pointer;

  &:hover {
    background: var(--lux-color-accent-hover);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;
