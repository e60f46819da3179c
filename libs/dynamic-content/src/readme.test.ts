/** The README's example, run as written (through the public entry). */
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $resolveDynamicContent,
  dynamicContentSettingsReceived,
  httpGetFx,
  isItemShown,
  parseDynamicContentCondition,
  routeChanged,
  strategyRequested,
} from './index';
import { createStrategyServicesStandIn, dynamicContentSettingsRecord } from './testing';

describe('README example', () => {
  it('runs', async () => {
    const services = createStrategyServicesStandIn();
    const scope = fork({ handlers: [[httpGetFx, services.handler]] });
    await allSettled(dynamicContentSettingsReceived, { scope, params: { ...dynamicContentSettingsRecord } });
    await allSettled(routeChanged, { scope, params: { pathname: '/models/velar', search: '' } });
    const condition = parseDynamicContentCondition({ key: 'url_brand', value: 'any_jag', fallback: false });
    await allSettled(strategyRequested, { scope, params: condition!.key });
    const resolve = scope.getState($resolveDynamicContent);
    expect(resolve(condition, false)).toBe('content');
    expect(resolve(condition, true)).toBe('fallback');
    expect(isItemShown(condition, resolve(condition, true))).toBe(false);
    expect(isItemShown({ ...condition!, fallback: true }, resolve(condition, true))).toBe(true);
    expect(services.requests).toEqual([]);
  });
});
