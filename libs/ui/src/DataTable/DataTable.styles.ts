import { Cell, Column, Row, Table } from 'react-aria-components';
import styled from 'styled-components';

export const TableScroller = styled.div`
  max-inline-size: 100%;
  overflow-x: auto;
`;

export const StyledTable = styled(Table)`
  inline-size: 100%;
  border-collapse: collapse;
  color: var(--lux-color-text);
  font-variant-numeric: tabular-nums;
  outline: none;

  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const StyledColumn = styled(Column)`
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-3);
  border-block-end: 2px solid var(--lux-color-text);
  font-weight: var(--lux-font-weight-bold);
  text-align: start;
  white-space: nowrap;
  outline: none;

  &[data-align='end'] {
    text-align: end;
  }
  &[data-allows-sorting] {
    cursor: pointer;
  }
  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(-1 * var(--lux-focus-width));
  }

  & [data-column-title] {
    display: inline-flex;
    align-items: center;
    gap: var(--lux-space-1);
  }
  & [data-sort-icon] {
    inline-size: 0.9em;
    block-size: 0.9em;
    visibility: hidden;
  }
  &[data-sort-direction] [data-sort-icon] {
    visibility: visible;
  }
  &[data-sort-direction='descending'] [data-sort-icon] {
    transform: scaleY(-1);
  }
`;

export const StyledRow = styled(Row)`
  outline: none;

  &[data-hovered] {
    background-color: var(--lux-color-surface-raised);
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(-1 * var(--lux-focus-width));
  }
`;

export const StyledCell = styled(Cell)`
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-3);
  border-block-end: 1px solid var(--lux-color-border);
  text-align: start;
  outline: none;

  &[data-align='end'] {
    text-align: end;
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(-1 * var(--lux-focus-width));
  }
`;

export const EmptyState = styled.div`
  padding: var(--lux-space-5);
  color: var(--lux-color-text-muted);
  text-align: center;
`;
