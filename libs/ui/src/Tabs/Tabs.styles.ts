import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import styled from 'styled-components';

export const StyledTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-4);
  color: var(--lux-color-text);

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

export const StyledTabList = styled(TabList)`
  display: flex;
  gap: var(--lux-space-1);
  border-block-end: 1px solid var(--lux-color-border);

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-block-end: 0;
    border-inline-end: 1px solid var(--lux-color-border);
  }
`;

export const StyledTab = styled(Tab)`
  display: inline-flex;
  align-items: center;
  min-block-size: 2.75rem;
  padding-inline: var(--lux-space-4);
  border-block-end: 3px solid transparent;
  color: var(--lux-color-text-muted);
  font-weight: var(--lux-font-weight-bold);
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: var(--lux-color-text);
  }
  &[data-selected] {
    border-block-end-color: var(--lux-color-accent);
    color: var(--lux-color-text);
  }
  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(-1 * var(--lux-focus-width));
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const StyledTabPanel = styled(TabPanel)`
  outline: none;

  &[data-focus-visible] {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;
