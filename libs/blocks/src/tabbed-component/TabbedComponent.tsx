import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection, type HeadingLevel } from '@lux/ui';
import { SpinViewer } from '../exterior-360/SpinViewer';
import { PanoramaViewer } from '../interior-360/PanoramaViewer';
import { nextTabIndex } from '../section-tabs/keyboard';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { tabbedComponentStrings } from './strings';
import { Copy, Panel, Section, Tab, TabList } from './TabbedComponent.styles';
import { visibleTabs, type TabMedia } from './tabs';
import type { Fields, Group } from './types';

const mediaSizes = '(min-width: 1480px) 960px, (min-width: 1024px) 66vw, 100vw';

function Media({ media, index, label }: { media: TabMedia; index: number; label: string }) {
  switch (media.kind) {
    case 'image':
      return <BlockImage image={media.image} index={index} ratio="16-9" sizes={mediaSizes} fallbackAlt={label} />;
    case 'spin':
      return <SpinViewer frames={media.frames} index={index} label={label} sizes={mediaSizes} />;
    case 'panorama':
      return <PanoramaViewer image={media.image} index={index} label={label} />;
    case 'none':
      return null;
  }
}

/**
 * B§3.2 tabbed component: tabs of an image, an exterior 360 or an interior 360 view, each with an optional
 * heading and paragraph. WAI-ARIA tabs (roving tabindex, arrows mirrored under RTL, Home/End); the panels
 * stay in the page for search engines, the inactive ones hidden.
 */
function TabbedComponent({ fields: f, groups, index, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(tabbedComponentStrings, locale);
  const dir = useDirection();
  const baseId = useId();
  const tabs = visibleTabs(groups);
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;

  const active = Math.min(selected, tabs.length - 1);
  const level = headingLevelFromTag(f.header_tag);
  const itemLevel = Math.min(level + (f.heading.trim() ? 1 : 0), 6) as HeadingLevel;
  const headingText = textOf(f.heading);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, active, tabs.length, dir);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {f.heading.trim() && (
            <Heading size={f.header_size} level={level} id={`${baseId}-heading`}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {tabs.length > 1 && (
            <TabList
              role="tablist"
              aria-labelledby={headingText ? `${baseId}-heading` : undefined}
              aria-label={headingText ? undefined : t.tabs}
              onKeyDown={onKeyDown}
            >
              {tabs.map(({ group }, position) => (
                <Tab
                  key={`${baseId}-tab-${position}`}
                  ref={(element) => {
                    tabRefs.current[position] = element;
                  }}
                  id={`${baseId}-tab-${position}`}
                  type="button"
                  role="tab"
                  aria-selected={position === active}
                  aria-controls={`${baseId}-panel-${position}`}
                  tabIndex={position === active ? 0 : -1}
                  onClick={() => setSelected(position)}
                >
                  {group.tab_label}
                </Tab>
              ))}
            </TabList>
          )}
          {tabs.map(({ group, media }, position) => {
            const hasCopy = Boolean(group.heading.trim() || group.paragraph.trim());
            const label = group.heading.trim() || group.tab_label.trim();
            return (
              <Panel
                key={`${baseId}-panel-${position}`}
                id={`${baseId}-panel-${position}`}
                role={tabs.length > 1 ? 'tabpanel' : undefined}
                aria-labelledby={tabs.length > 1 ? `${baseId}-tab-${position}` : undefined}
                hidden={position !== active}
                data-has-copy={hasCopy && media.kind !== 'none'}
              >
                {position === active || media.kind === 'image' ? <Media media={media} index={index} label={label} /> : null}
                {hasCopy && (
                  <Copy>
                    {group.heading.trim() && (
                      <Heading size="m" level={itemLevel}>
                        {group.heading}
                      </Heading>
                    )}
                    <RichText html={group.paragraph} />
                  </Copy>
                )}
              </Panel>
            );
          })}
        </Section>
      </Container>
    </Surface>
  );
}

export const tabbedComponentComponent = TabbedComponent satisfies BlockComponent<Fields, Group>;
