import type { ReactNode } from 'react';
import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';

/** Tabs in a row (default) or a column. */
export type TabsOrientation = 'horizontal' | 'vertical';

export type TabsProps = Omit<AriaTabsProps, 'children' | 'className' | 'style' | 'orientation'> & {
  /** A `Tabs.List` and its `Tabs.Panel`s. */
  children: ReactNode;
  /** `horizontal` (default) or `vertical`. */
  orientation?: TabsOrientation;
};

export type TabListProps<T extends object = object> = Omit<AriaTabListProps<T>, 'className' | 'style'> & {
  /** Accessible name of the tab list, e.g. what the tabs switch between. */
  'aria-label'?: string;
};

export type TabProps = Omit<AriaTabProps, 'className' | 'style'> & {
  /** Key shared with the `Tabs.Panel` it shows. */
  id: string;
  /** Visible label, which is also the tab's accessible name. */
  children: ReactNode;
};

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'> & {
  /** Key of the `Tabs.Tab` that shows this panel. */
  id: string;
};

function TabsRoot({ orientation = 'horizontal', ...rest }: TabsProps) {
  return <StyledTabs {...rest} orientation={orientation} />;
}

function TabList<T extends object = object>(props: TabListProps<T>) {
  return <StyledTabList {...(props as AriaTabListProps<unknown>)} />;
}

function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}

/**
 * Tabs (react-aria Tabs): `Tabs.List` of `Tabs.Tab`, then a `Tabs.Panel` per tab. Arrow keys move
 * between tabs and follow the writing direction (ArrowLeft is "next" under RTL); Home/End jump.
 */
export const Tabs = Object.assign(TabsRoot, { List: TabList, Tab, Panel: TabPanel });
