import type { TemplateKey } from '@lux/block-catalogue';
import type { BlockLoader } from '../shared/types';

/** Advanced blocks of B§3.2 (tabs, navigation, hotspots, 360 views, HTML box). */
export const advancedGroupBlocks = {
  'in-page-navigation': () =>
    import('../in-page-navigation/InPageNavigation').then((m) => m.inPageNavigationComponent),
  'section-tabs': () => import('../section-tabs/SectionTabs').then((m) => m.sectionTabsComponent),
  'tabbed-component': () =>
    import('../tabbed-component/TabbedComponent').then((m) => m.tabbedComponentComponent),
  'info-system': () => import('../info-system/InfoSystem').then((m) => m.infoSystemComponent),
  'hotspots-container': () =>
    import('../hotspots-container/HotspotsContainer').then((m) => m.hotspotsContainerComponent),
  'ready-to-go-bar': () => import('../ready-to-go-bar/ReadyToGoBar').then((m) => m.readyToGoBarComponent),
  'html-box': () => import('../html-box/HtmlBox').then((m) => m.htmlBoxComponent),
  'exterior-360': () => import('../exterior-360/Exterior360').then((m) => m.exterior360Component),
  'interior-360': () => import('../interior-360/Interior360').then((m) => m.interior360Component),
} as const satisfies Partial<Record<TemplateKey, BlockLoader>>;
