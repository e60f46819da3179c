import type { TemplateKey } from '@lux/block-catalogue';
import { inPageNavigationComponent } from '../in-page-navigation/InPageNavigation';
import { sectionTabsComponent } from '../section-tabs/SectionTabs';
import { tabbedComponentComponent } from '../tabbed-component/TabbedComponent';
import { infoSystemComponent } from '../info-system/InfoSystem';
import { hotspotsContainerComponent } from '../hotspots-container/HotspotsContainer';
import { readyToGoBarComponent } from '../ready-to-go-bar/ReadyToGoBar';
import { htmlBoxComponent } from '../html-box/HtmlBox';
import { exterior360Component } from '../exterior-360/Exterior360';
import { interior360Component } from '../interior-360/Interior360';
import type { AnyBlockComponent } from '../shared/types';

/** Advanced blocks of B§3.2 (tabs, navigation, hotspots, 360 views, HTML box). */
export const advancedGroupBlocks = {
  'in-page-navigation': inPageNavigationComponent,
  'section-tabs': sectionTabsComponent,
  'tabbed-component': tabbedComponentComponent,
  'info-system': infoSystemComponent,
  'hotspots-container': hotspotsContainerComponent,
  'ready-to-go-bar': readyToGoBarComponent,
  'html-box': htmlBoxComponent,
  'exterior-360': exterior360Component,
  'interior-360': interior360Component,
} as const satisfies Partial<Record<TemplateKey, AnyBlockComponent>>;
