import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { GeoPoint } from '@lux/stock-locator';
import type { MapTiles } from '../location-map/location';
import { clusterPoints } from './cluster';
import { removeWhenSettled } from '../shared/leaflet-teardown';

export interface MapRetailer {
  id: string;
  name: string;
  point: GeoPoint;
}

export interface RetailerMapProps {
  /** The retailers of the list, in its order: one marker each. Keep the array stable between renders. */
  retailers: readonly MapRetailer[];
  selectedId: string | null;
  /** Move the view and keyboard focus to this marker (a card's "Show on map"); `n` makes a repeat new. */
  focusRequest: { id: string; n: number } | null;
  /** A marker was chosen by pointer or keyboard (Enter, Space). */
  onSelect: (id: string) => void;
  tiles: MapTiles | null;
  dir: 'ltr' | 'rtl';
  mapLabel: string;
  zoomIn: string;
  zoomOut: string;
  /** The name of a marker that stands for several nearby retailers. */
  clusterLabel: (names: readonly string[]) => string;
}

/** The country's middle: where the map opens before it fits the markers. */
const ISRAEL: L.LatLngTuple = [31.4, 34.9];
const CLOSE_ZOOM = 13;
/** Marker anchors closer than this (px) share one marker: more than a pin's diagonal, so none overlap. */
const CLUSTER_PX = 56;

const PIN_PATH = 'M16 0C7.2 0 0 7 0 15.8 0 27.6 16 44 16 44s16-16.4 16-28.2C32 7 24.8 0 16 0z';

/** The location map's brand-red pin (ADR 015), as an inline SVG: no marker image files to resolve. */
const pin = L.divIcon({
  className: 'lux-map-pin',
  html: `<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="${PIN_PATH}" fill="#9e1b32"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>`,
  iconSize: [32, 44],
  iconAnchor: [16, 44],
});

/** The same pin with the number of retailers it stands for. */
const clusterPin = (count: number) =>
  L.divIcon({
    className: 'lux-map-pin lux-map-cluster',
    html: `<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="${PIN_PATH}" fill="#9e1b32"/><circle cx="16" cy="15.5" r="10" fill="#fff"/><text x="16" y="20" text-anchor="middle" font-size="13" font-weight="700" fill="#1a1a1a">${count}</text></svg>`,
    iconSize: [32, 44],
    iconAnchor: [16, 44],
  });

const isActivation = (event: L.LeafletKeyboardEvent) => event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ';

/**
 * The retailers on a Leaflet map, loaded only in the browser once the block nears the viewport (the
 * location map's chunk and conventions: controls at the reading start, no wheel zoom). Markers are
 * buttons named after their retailer (Tab, then Enter or Space chooses one); retailers too close to tell
 * apart share a numbered marker that zooms in on them.
 */
export default function RetailerMap(props: RetailerMapProps) {
  const { retailers, selectedId, focusRequest, tiles, dir, mapLabel, zoomIn, zoomOut } = props;
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  /** The marker that stands for each retailer now (its own, or its cluster's). */
  const markers = useRef(new Map<string, L.Marker>());
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const created = L.map(container, { center: ISRAEL, zoom: 7, zoomControl: false, scrollWheelZoom: false, attributionControl: Boolean(tiles) });
    const start = dir === 'rtl' ? 'right' : 'left';
    const end = dir === 'rtl' ? 'left' : 'right';
    L.control.zoom({ position: `top${start}`, zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(created);
    if (tiles) {
      created.attributionControl?.setPosition(`bottom${end}`).setPrefix(false);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    }
    container.setAttribute('aria-label', mapLabel);
    container.setAttribute('role', 'region');
    map.current = created;
    const remove = removeWhenSettled(created);
    return () => {
      remove();
      map.current = null;
    };
  }, [tiles, dir, mapLabel, zoomIn, zoomOut]);

  // The markers follow the list and the zoom (and a new map, hence the map's deps too).
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const layer = L.layerGroup().addTo(current);
    const byId = new Map(retailers.map((retailer) => [retailer.id, retailer]));
    const draw = () => {
      layer.clearLayers();
      const next = new Map<string, L.Marker>();
      const plane = retailers.map((retailer) => {
        const { x, y } = current.latLngToLayerPoint([retailer.point.latitude, retailer.point.longitude]);
        return { id: retailer.id, x, y };
      });
      for (const cluster of clusterPoints(plane, CLUSTER_PX)) {
        const members = cluster.ids.map((id) => byId.get(id)!);
        const first = members[0]!;
        const at: L.LatLngTuple = [first.point.latitude, first.point.longitude];
        const single = members.length === 1;
        const marker = L.marker(at, {
          icon: single ? pin : clusterPin(members.length),
          title: single ? first.name : latest.current.clusterLabel(members.map((member) => member.name)),
          keyboard: true,
          riseOnHover: true,
        });
        const choose = () => {
          if (single) {
            latest.current.onSelect(first.id);
            return;
          }
          // Zoom in until the members stand apart; keyboard focus follows the first of them.
          const bounds = L.latLngBounds(members.map((member): L.LatLngTuple => [member.point.latitude, member.point.longitude]));
          current.fitBounds(bounds, { padding: [48, 48], maxZoom: current.getMaxZoom(), animate: false });
          draw();
          markers.current.get(first.id)?.getElement()?.focus();
        };
        marker.on('click', choose);
        // Leaflet's keyboard markers only open popups on Enter: as buttons, Enter and Space act.
        marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
          if (!isActivation(event)) return;
          event.originalEvent.preventDefault();
          choose();
        });
        marker.addTo(layer);
        marker.getElement()?.classList.toggle('is-selected', single && first.id === latest.current.selectedId);
        for (const member of members) next.set(member.id, marker);
      }
      markers.current = next;
    };
    const points = retailers.map((retailer): L.LatLngTuple => [retailer.point.latitude, retailer.point.longitude]);
    if (points.length === 1) current.setView(points[0]!, CLOSE_ZOOM, { animate: false });
    else if (points.length > 1) current.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: CLOSE_ZOOM, animate: false });
    draw();
    current.on('zoomend', draw);
    return () => {
      current.off('zoomend', draw);
      layer.remove();
      markers.current = new Map();
    };
  }, [retailers, tiles, dir, mapLabel, zoomIn, zoomOut]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const chosen = id === selectedId && [...markers.current.values()].filter((other) => other === marker).length === 1;
      marker.getElement()?.classList.toggle('is-selected', chosen);
    }
  }, [selectedId, retailers, tiles, dir, mapLabel, zoomIn, zoomOut]);

  useEffect(() => {
    const current = map.current;
    const target = focusRequest && latest.current.retailers.find((retailer) => retailer.id === focusRequest.id);
    if (!current || !target) return;
    const zoom = Math.max(current.getZoom(), CLOSE_ZOOM);
    // Without animation the zoom ends at once, so the markers are redrawn (and unclustered) before focus.
    current.setView([target.point.latitude, target.point.longitude], zoom, { animate: false });
    markers.current.get(target.id)?.getElement()?.focus();
  }, [focusRequest]);

  return <div ref={element} data-map="leaflet" style={{ inlineSize: '100%', blockSize: '100%' }} />;
}
