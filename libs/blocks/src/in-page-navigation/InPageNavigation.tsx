import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Container, Surface } from '@lux/ui';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { currentIndex, findTarget, navLinks } from './links';
import { Bar, Inner, Item, List, StickyWrapper, TopLink, VisuallyHidden } from './InPageNavigation.styles';
import { inPageNavigationStrings } from './strings';
import type { Fields, Group } from './types';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The block's page wrapper when the target is BlockList's `rdx-` anchor (an empty span), else the target. */
function sectionOf(target: HTMLElement): HTMLElement {
  const parent = target.parentElement;
  return target.id.startsWith('rdx-') && parent?.id.startsWith('component-') ? parent : target;
}

/**
 * B§3.2 in-page navigation: up to 10 anchor links to this page's blocks plus go-to-top. The bar sticks to
 * the top; a click scrolls smoothly (instantly under reduced motion) to the block, leaving room for the
 * sticky bars (A§2), puts the hash in the address and moves focus there; the link of the section being
 * read carries aria-current="location".
 */
function InPageNavigation({ fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(inPageNavigationStrings, locale);
  const links = navLinks(groups);
  const barRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(-1);
  const ids = links.map((link) => link.blockId).join(' ');

  /** The line under the sticky bars: where a section counts as reached. */
  const stickyLine = useCallback(() => {
    const bar = barRef.current;
    const wrapper = bar?.closest<HTMLElement>('[data-block]') ?? bar;
    if (!bar || !wrapper) return 0;
    const top = Number.parseFloat(getComputedStyle(wrapper).top) || 0;
    return top + bar.offsetHeight;
  }, []);

  useEffect(() => {
    const targets = ids ? ids.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = targets.map((id) => {
        const target = findTarget(id);
        return target ? sectionOf(target).getBoundingClientRect().top : null;
      });
      setActive(currentIndex(tops, stickyLine()));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ids, stickyLine]);

  // Keeps the current link in view when the list scrolls sideways (phones); physical rects, so any direction.
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelectorAll('a')[active];
    if (!list || !link) return;
    const box = list.getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    const delta = rect.left < box.left ? rect.left - box.left : rect.right > box.right ? rect.right - box.right : 0;
    if (delta !== 0) list.scrollBy({ left: delta });
  }, [active]);

  if (links.length === 0) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, blockId: string | null) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = blockId === null ? document.getElementById('component-0') : findTarget(blockId);
    if (blockId !== null && !target) return;
    event.preventDefault();
    const behavior = reducedMotion() ? 'auto' : 'smooth';
    const section = target ? sectionOf(target) : null;
    const top = blockId === null || !section ? 0 : section.getBoundingClientRect().top + window.scrollY - stickyLine();
    window.scrollTo({ top: Math.max(0, top), behavior });
    window.history.replaceState(window.history.state, '', blockId === null ? window.location.pathname + window.location.search : `#${blockId}`);
    if (section) {
      // Keyboard and screen-reader users continue from the section they jumped to.
      if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
      section.focus({ preventScroll: true });
    }
  };

  return (
    <Surface as="div" theme={f.box_color} spacing="none">
      <StickyWrapper />
      <Bar ref={barRef} aria-label={t.label}>
        <Container>
          <Inner>
            <List ref={listRef}>
              {links.map((link, position) => (
                <li key={link.blockId}>
                  <Item
                    href={`#${link.blockId}`}
                    aria-current={position === active ? 'location' : undefined}
                    onClick={(event) => go(event, link.blockId)}
                  >
                    {link.label}
                  </Item>
                </li>
              ))}
            </List>
            {f.goTopShort.trim() && (
              <TopLink href="#" onClick={(event) => go(event, null)}>
                {f.goTopShort}
                <VisuallyHidden> – {t.toTop}</VisuallyHidden>
              </TopLink>
            )}
          </Inner>
        </Container>
      </Bar>
    </Surface>
  );
}

export const inPageNavigationComponent = InPageNavigation satisfies BlockComponent<Fields, Group>;
