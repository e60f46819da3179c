import styled from 'styled-components';

export const GroupsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-3);
`;

export const GroupHeading = styled.h3`
  margin: 0;
  font-size: var(--lux-font-size-large, 1.25rem);
`;

export const ItemList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li`
  position: relative;
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background-color: var(--lux-color-bg);

  &[data-dragging] {
    z-index: 1;
    box-shadow: 0 8px 24px var(--lux-color-shadow);
  }
`;

export const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-2);
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-3);
  border-block-end: 1px solid var(--lux-color-border);
`;

export const ItemTitle = styled.h4`
  flex: 1 1 auto;
  margin: 0;
  font-size: inherit;
`;

export const DragHandle = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background: transparent;
  color: inherit;
  cursor: grab;
  touch-action: none;

  & svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const ItemBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-4);
  padding: var(--lux-space-4);
`;
