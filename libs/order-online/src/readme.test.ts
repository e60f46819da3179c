/** The README's wiring example, run through the public entries with a fake API and in-memory storage. */
import { readFileSync } from 'node:fs';
import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import * as publicApi from './index';
import {
  $activeStep,
  $canGoNext,
  $checkoutPage,
  $holdSecondsLeft,
  $order,
  $softLockShowInitModal,
  $steps,
  $vehicle,
  createMemoryStorage,
  holdRequested,
  holdTicked,
  nextStep,
  ORDER_ONLINE_STORAGE_KEYS,
  orderOnlineApiConfigured,
  orderOnlineDataChanged,
  orderOnlineOpened,
  orderOnlineRestored,
  orderOnlineStorageConfigured,
  orderSubmitted,
  readClockFx,
  stepValidated,
} from './index';
import {
  createFakeOrderOnlineApi,
  sampleConfigItems,
  sampleHoldInit,
  sampleOrder,
  sampleVehicle,
} from './testing';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('imports only names the lib exports', () => {
    const imported = [...readme.matchAll(/import \{([^}]+)\} from '@lux\/order-online'/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    expect(imported.length).toBeGreaterThan(10);
    for (const name of imported) expect(publicApi, name).toHaveProperty(name);
  });

  it("every store, effect and table entry it names is an export (or another lib's, said so)", () => {
    const otherLibs = new Set(['$currencyRate']); // @lux/pricing
    const units = [...readme.matchAll(/`(\$[A-Za-z]+|[a-z][A-Za-z]*Fx)\b/g)].map((m) => m[1]!);
    const tableEntries = [...readme.matchAll(/^\| `([a-z$][A-Za-z]*)/gm)].map((m) => m[1]!);
    const named = [...new Set([...units, ...tableEntries])].filter((name) => !otherLibs.has(name));
    expect(named.length).toBeGreaterThan(60);
    expect(named.filter((name) => !(name in publicApi))).toEqual([]);
  });

  it('runs the wiring example', async () => {
    const api = createFakeOrderOnlineApi({
      getVehicle: async ({ id }) => sampleVehicle({ id }),
      getConfig: async () => sampleConfigItems(),
      initHold: async () => sampleHoldInit({ expires_at: '2026-01-01T10:15:00.000Z' }),
      createOrder: async () => sampleOrder(),
    });

    const server = fork();
    await allSettled(orderOnlineApiConfigured, { scope: server, params: api });
    await allSettled(orderOnlineOpened, {
      scope: server,
      params: { vehicleId: '42', listing: 'il-new', configUrl: null, companyConfig: 'lux-il' },
    });
    expect(server.getState($vehicle)?.id).toBe('42');

    const scope = fork({
      values: serialize(server),
      handlers: [[readClockFx, () => Date.parse('2026-01-01T10:00:00.000Z')]],
    });
    const storage = createMemoryStorage();
    await allSettled(orderOnlineApiConfigured, { scope, params: api });
    await allSettled(orderOnlineStorageConfigured, { scope, params: storage });
    await allSettled(orderOnlineRestored, { scope });
    await allSettled(holdRequested, { scope, params: { vehicleId: '42', companyUuid: 'co-1' } });
    expect(scope.getState($softLockShowInitModal)).toBe(false);
    expect(scope.getState($holdSecondsLeft)).toBe(900);
    await allSettled(holdTicked, { scope, params: Date.parse('2026-01-01T10:01:00.000Z') });
    expect(scope.getState($holdSecondsLeft)).toBe(840);

    await allSettled(stepValidated, { scope, params: { componentType: 'vehicle_detail', valid: true } });
    await allSettled(orderOnlineDataChanged, {
      scope,
      params: { paymentOptionsData: { type: 'calculator', data: [] } },
    });
    if (scope.getState($canGoNext)) await allSettled(nextStep, { scope });
    expect(scope.getState($activeStep)).toBe(1);
    expect(JSON.parse(storage.get(ORDER_ONLINE_STORAGE_KEYS.steps)!).activeStep).toBe(1);
    expect(scope.getState($steps).map((s) => s.tabActive)).toEqual([true, true, false, false]);
    expect(scope.getState($checkoutPage)['heading']).toBe('סיכום ליסינג');

    const customer = { first_name: 'דנה', last_name: 'כהן', email: 'dana@example.com', phone: '050-1234567' };
    await allSettled(orderSubmitted, {
      scope,
      params: { vendor: 'STRIPE', customer, locale: 'he', stripePaymentIntentId: 'pi_1' },
    });
    expect(scope.getState($order)?.order_number).toBe('LUX-000123');
  });
});
