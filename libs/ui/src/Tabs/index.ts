export { Tabs } from './Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsOrientation, TabsProps } from './Tabs';
