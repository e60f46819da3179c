import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserDataLayer, linkClickEvents, pushDataLayerEvent, type LinkArea } from '@lux/consent';

function areaOf(link: Element): LinkArea {
  if (link.closest('header nav, header [data-navigation]') || link.closest('header')) return 'header';
  if (link.closest('footer')) return 'footer';
  return 'content';
}

/** Depth of a navigation link: 1 for the top row, 2 inside its submenu… */
function navLevelOf(link: Element): number | undefined {
  const nav = link.closest('nav');
  if (!nav) return undefined;
  let level = 0;
  for (let node: Element | null = link.parentElement; node && node !== nav; node = node.parentElement) {
    if (node.tagName === 'UL' || node.tagName === 'OL') level += 1;
  }
  return Math.max(level, 1);
}

/**
 * The analytics data layer (A§4, A§7): a `page_view` with the page's tracking category after every
 * navigation, and `header_nav_click`, `footer_nav_click` and `outbound_link_click` for link clicks.
 * Pushing to `window.dataLayer` sends nothing anywhere: a tag manager reads it only if the visitor's
 * consent let it load.
 */
export function AnalyticsHost() {
  const location = useLocation();
  useEffect(() => {
    pushDataLayerEvent(browserDataLayer(), {
      event: 'page_view',
      page_category: document.body.dataset['pageCategory'] || 'dx_other',
      page_path: location.pathname,
      page_title: document.title,
      language: document.documentElement.lang,
    });
  }, [location.pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      if (!link) return;
      const area = areaOf(link);
      const events = linkClickEvents(
        { href: link.getAttribute('href') ?? '', text: link.textContent ?? '', area, ...(area === 'header' ? { navLevel: navLevelOf(link) } : {}) },
        window.location.origin,
      );
      const dataLayer = browserDataLayer();
      for (const item of events) pushDataLayerEvent(dataLayer, item);
    };
    // Capture: the push happens before a navigation or a new tab takes over.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
