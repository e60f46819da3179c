import { describe, expect, it } from 'vitest';
import { cardPlacement, hotspotEvent, MAX_HOTSPOTS, parseHotspots, pushDataLayer } from './hotspots';

describe('hotspots', () => {
  it('reads points defensively: broken JSON and non-arrays are no points', () => {
    expect(parseHotspots('[{"x": 1')).toEqual([]);
    expect(parseHotspots('{"x": 1}')).toEqual([]);
    expect(parseHotspots('')).toEqual([]);
    expect(parseHotspots(null)).toEqual([]);
  });

  it('clamps positions to the picture, accepts numeric strings and reduces markup to text', () => {
    const [spot] = parseHotspots(JSON.stringify([{ x: '120', y: -4, heading: '<b>Pixel</b> LED', paragraph: '<img src=x onerror=alert(1)>Bright' }]));
    expect(spot).toEqual({ x: 100, y: 0, heading: 'Pixel LED', paragraph: 'Bright' });
  });

  it('drops points without a position or text and keeps at most 20', () => {
    expect(parseHotspots(JSON.stringify([{ x: 1, y: 2 }, { y: 2, heading: 'h' }, 4]))).toEqual([]);
    const many = Array.from({ length: 30 }, (_, n) => ({ x: n, y: n, heading: `H${n}` }));
    expect(parseHotspots(JSON.stringify(many))).toHaveLength(MAX_HOTSPOTS);
  });

  it('opens the card toward the side with room', () => {
    expect(cardPlacement({ x: 20, y: 80 })).toEqual({ horizontal: 'after', vertical: 'above' });
    expect(cardPlacement({ x: 90, y: 10 })).toEqual({ horizontal: 'before', vertical: 'below' });
  });

  it('sends the data-layer event with the editor’s label and action', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    const spot = { x: 1, y: 1, heading: 'Wheels', paragraph: '' };
    pushDataLayer(hotspotEvent(spot, 2, { data_layer_label: 'velar', data_layer_action: 'open' }), target);
    expect(target.dataLayer).toEqual([{ event: 'hotspot_open', action: 'open', label: 'velar', hotspot: 'Wheels', position: 3 }]);
  });
});
