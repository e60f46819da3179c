import type { Map as LeafletMap } from 'leaflet';

type Evented = Pick<LeafletMap, 'on' | 'once' | 'remove'>;

/**
 * Removing a Leaflet map while a zoom animation runs makes Leaflet's transition-end timer touch panes that
 * are gone ("Cannot read properties of undefined (reading '_leaflet_pos')"): a visitor who zooms and
 * leaves the page within a quarter second would get an uncaught error. Track animated zooms through the
 * public events and, when one is under way, remove the map once it has ended.
 */
export function removeWhenSettled(map: Evented): () => void {
  let zooming = false;
  map.on('zoomanim', () => {
    zooming = true;
  });
  map.on('zoomend', () => {
    zooming = false;
  });
  return () => {
    if (zooming) map.once('zoomend', () => map.remove());
    else map.remove();
  };
}
