import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection } from '@lux/ui';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { nextTabIndex } from './keyboard';
import { hideRule, tabFromHash, tabRanges } from './ranges';
import { CloseButton, Dialog, DialogBody, DialogHeader, Header, Tab, TabList, TabRow } from './SectionTabs.styles';
import { sectionTabsStrings } from './strings';
import { IN_DIALOG, useBlocksInDialog } from './useBlocksInDialog';
import type { Fields, Group } from './types';


const pageBlock = (position: number) => document.getElementById(`component-${position}`);

function DialogGlyph() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 2h12v12H2zM2 5h12" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * B§3.2 section tabs: each tab shows the next blocks_count blocks of the page and hides the others' (a
 * CSS rule rendered with the block, so the server HTML is already right). WAI-ARIA tabs with roving
 * tabindex and arrow keys mirrored under RTL; `#tab_id` in the address selects a tab. A tab with has_modal
 * opens its blocks in a modal dialog titled modal_title (B§4 "tabs can open a modal").
 */
function SectionTabs({ fields: f, groups, index, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(sectionTabsStrings, locale);
  const dir = useDirection();
  const baseId = useId();
  const ranges = tabRanges(groups, index);
  const tabs = groups
    .map((group, position) => ({ group, position, range: ranges[position]!, label: group.tab_label.trim() }))
    .filter((tab) => tab.label !== '');
  const inline = tabs.filter((tab) => !tab.group.has_modal);
  const modal = tabs.filter((tab) => tab.group.has_modal);
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const inlineIds = inline.map((tab) => tab.group.tab_id.trim()).join('\n');
  const tabId = (position: number) => `${baseId}-tab-${position}`;
  const current = inline[Math.min(selected, inline.length - 1)];

  // `#tab_id` in the address selects that tab, on arrival and when the hash changes.
  useEffect(() => {
    const ids = inlineIds.split('\n');
    const fromHash = () => {
      const found = tabFromHash(window.location.hash, ids);
      if (found >= 0) setSelected(found);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [inlineIds]);

  // The owned page blocks become the tab panels (role and name), and the tabs control those that exist.
  const owned = tabs.map((tab) => `${tab.position}:${tab.range.blocks.join(',')}`).join(' ');
  useEffect(() => {
    for (const entry of owned ? owned.split(' ') : []) {
      const [tab, list] = entry.split(':') as [string, string];
      const elements = list
        .split(',')
        .filter(Boolean)
        .flatMap((position) => pageBlock(Number(position)) ?? []);
      const tabElement = document.getElementById(`${baseId}-tab-${tab}`);
      if (groups[Number(tab)]?.has_modal) continue;
      for (const element of elements) {
        element.setAttribute('role', 'tabpanel');
        element.setAttribute('aria-labelledby', `${baseId}-tab-${tab}`);
      }
      if (elements.length > 0) tabElement?.setAttribute('aria-controls', elements.map((element) => element.id).join(' '));
      else tabElement?.removeAttribute('aria-controls');
    }
  }, [owned, baseId, groups]);

  useBlocksInDialog(open === null ? null : (ranges[open]?.blocks ?? []), dialogRef, bodyRef);

  if (tabs.length === 0) return null;

  const hidden = tabs.filter((tab) => tab !== current).flatMap((tab) => tab.range.blocks);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, Math.min(selected, inline.length - 1), inline.length, dir);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const headingText = textOf(f.heading);
  const openTab = open === null ? undefined : tabs.find((tab) => tab.position === open);
  const dialogTitleId = `${baseId}-dialog-title`;

  return (
    <Surface theme={f.box_color} spacing="none">
      <style>{hideRule(hidden, IN_DIALOG)}</style>
      <Container>
        <Header data-copy={current?.group.copy_position ?? 'left'}>
          {f.heading.trim() && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)} id={`${baseId}-heading`}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <TabRow>
            {inline.length > 0 && (
              <TabList
                role="tablist"
                aria-labelledby={headingText ? `${baseId}-heading` : undefined}
                aria-label={headingText ? undefined : t.tabs}
                onKeyDown={onKeyDown}
              >
                {inline.map((tab, position) => {
                  const isSelected = tab === current;
                  return (
                    <Tab
                      key={tabId(tab.position)}
                      ref={(element) => {
                        tabRefs.current[position] = element;
                      }}
                      id={tabId(tab.position)}
                      type="button"
                      role="tab"
                      aria-selected={isSelected}
                      tabIndex={isSelected ? 0 : -1}
                      onClick={() => setSelected(position)}
                    >
                      {tab.label}
                    </Tab>
                  );
                })}
              </TabList>
            )}
            {modal.map((tab) => (
              <Tab
                key={tabId(tab.position)}
                id={tabId(tab.position)}
                type="button"
                aria-haspopup="dialog"
                aria-description={t.opensDialog}
                onClick={() => setOpen(tab.position)}
              >
                {tab.label}
                <DialogGlyph />
              </Tab>
            ))}
          </TabRow>
        </Header>
      </Container>
      {modal.length > 0 && (
        <Dialog
          ref={dialogRef}
          aria-labelledby={dialogTitleId}
          onClose={() => setOpen(null)}
          onKeyDown={(event) => {
            // The browser closes a modal dialog on Escape itself; this also covers scripted key presses.
            if (event.key !== 'Escape') return;
            event.preventDefault();
            setOpen(null);
          }}
        >
          <DialogHeader>
            <Heading size="s" level={2} id={dialogTitleId}>
              {openTab ? openTab.group.modal_title.trim() || openTab.label : ''}
            </Heading>
            <CloseButton type="button" aria-label={t.close} onClick={() => setOpen(null)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </CloseButton>
          </DialogHeader>
          <DialogBody ref={bodyRef} />
        </Dialog>
      )}
    </Surface>
  );
}

export const sectionTabsComponent = SectionTabs satisfies BlockComponent<Fields, Group>;
