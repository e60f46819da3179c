import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useUnit } from 'effector-react';
import { localisedPath, type Locale } from '@lux/content';
import { floatingButtonBlockRegistered, floatingButtonBlockUnregistered } from '@lux/shell';
import { Surface } from '@lux/ui';
import { openModalForm } from '../shared/BlockLink';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { BarIcon } from './icons';
import { barItems, type BarItem } from './items';
import { Action, Bar, Inner, List, Spacer, Toggle } from './ReadyToGoBar.styles';
import { readyToGoBarStrings } from './strings';
import type { Fields, Group } from './types';

/** One action, following the B§3.3 link kinds as BlockLink does, drawn as an icon with its label. */
function BarAction({ item, locale }: { item: BarItem; locale: Locale }) {
  const { link } = item;
  const content = (
    <>
      <BarIcon name={item.icon} />
      <span>{link.link_text}</span>
    </>
  );
  const rel = link.target === '_blank' ? 'noopener noreferrer' : undefined;
  if (link.type === 'form') {
    return (
      <Action as="button" type="button" onClick={() => openModalForm(link)}>
        {content}
      </Action>
    );
  }
  if (link.type === 'internal' && link.url.startsWith('/')) {
    return (
      <Action as={Link} to={localisedPath(locale, link.url)} target={link.target} rel={rel}>
        {content}
      </Action>
    );
  }
  return (
    <Action href={link.url} target={link.target} rel={rel} download={link.type === 'file' ? '' : undefined}>
      {content}
    </Action>
  );
}

/**
 * B§3.2 ready-to-go bar: a floating bar of quick actions fixed to the bottom of the screen. Of up to 5 items
 * the first 4 are shown, each its link or, when that cannot show (B§5), its fallback. From 1024 px all sit in
 * a row; on phones the first shows with a mobile_button_label toggle that unfolds the rest. fabDisabled
 * tells the shell to hide the site's floating action button on this page (A§4); hide_block hides the bar.
 */
function ReadyToGoBar({ fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(readyToGoBarStrings, locale);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const { pathname } = useLocation();
  const [register, unregister] = useUnit([floatingButtonBlockRegistered, floatingButtonBlockUnregistered]);

  useEffect(() => {
    if (!f.fabDisabled) return;
    register({ path: pathname, items: [], fabDisabled: true });
    return () => unregister();
  }, [f.fabDisabled, pathname, register, unregister]);

  const items = barItems(groups);
  if (f.hide_block || items.length === 0) return null;

  return (
    <>
      <Spacer aria-hidden="true" />
      <Surface as="div" theme="black" spacing="none">
        <Bar
          aria-label={t.label}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && expanded) setExpanded(false);
          }}
        >
          <Inner>
            <List id={listId} data-expanded={expanded}>
              {items.map((item) => (
                <li key={`${item.link.type}:${item.link.url}:${item.link.link_text}`}>
                  <BarAction item={item} locale={locale} />
                </li>
              ))}
            </List>
            {items.length > 1 && (
              <Toggle type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
                {f.mobile_button_label.trim() || t.more}
                <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </Toggle>
            )}
          </Inner>
        </Bar>
      </Surface>
    </>
  );
}

export const readyToGoBarComponent = ReadyToGoBar satisfies BlockComponent<Fields, Group>;
