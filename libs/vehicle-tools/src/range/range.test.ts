import { allSettled, fork } from 'effector';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoRangeDataFile } from './demo';
import { defaultInputs, estimateRange, fromDistanceUnit, inputLimits, interpolate, nearestWheel, normaliseBounds, toDistanceUnit } from './estimate';
import { DRIVING_PROFILES, nameOf, type RangeDataFile, type RangeInputs } from './format';
import { createRangeCalculatorModel } from './model';
import { parseRangeDataFile } from './parse';

const parsed = parseRangeDataFile(demoRangeDataFile);
if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
const file: RangeDataFile = parsed.file;
const [electric, sport, defender] = file.models as [RangeDataFile['models'][number], RangeDataFile['models'][number], RangeDataFile['models'][number]];
const base: RangeInputs = { profile: 'mixed', speedKmh: 90, temperatureC: 20, climateOn: false, wheelInches: 21 };
const clone = (): Record<string, unknown> => JSON.parse(JSON.stringify(demoRangeDataFile)) as Record<string, unknown>;

describe('parseRangeDataFile', () => {
  it('reads the demo file: models with names by locale, merged factors and rim sizes', () => {
    expect(file.models.map((model) => model.key)).toEqual(['range-rover-electric', 'range-rover-sport-phev', 'defender-110-phev']);
    expect(nameOf(electric, 'he')).toBe("ריינג' רובר חשמלי");
    expect(nameOf(electric, 'fr')).toBe('Range Rover Electric');
    expect(defender.wheelSizes).toEqual([20, 22]);
    expect(defender.factors.profile.city).toBe(1.1);
    expect(defender.factors.speed).toEqual(electric.factors.speed);
    expect(sport.factors.wheels['23']).toBe(0.95);
  });

  it.each([
    ['not an object', [], ['the file must be a JSON object']],
    ['a wrong version', { ...clone(), version: 2 }, ['version: must be 1']],
    ['no models', { ...clone(), models: [] }, ['models: must list 1 to 50 models']],
    ['an unknown property', { ...clone(), extra: 1 }, ['extra: unknown property']],
  ])('rejects %s', (_, input, problems) => {
    expect(parseRangeDataFile(input)).toEqual({ ok: false, problems });
  });

  // The spoilers reach into untyped JSON on purpose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  it.each<[string, (raw: any) => void, string]>([
    ['a speed table whose factor rises', (raw) => (raw.factors.speed[2] = [90, 1.2]), 'factors.speed[2]: a higher speed must not have a higher factor'],
    ['speeds out of order', (raw) => (raw.factors.speed[1] = [40, 1.06]), 'factors.speed[1]: x must rise from point to point'],
    ['a zero factor', (raw) => (raw.factors.temperature[0] = [-10, 0]), 'factors.temperature[0]: factor must be a number above 0 and at most 3'],
    ['a temperature beyond 60 °C', (raw) => (raw.factors.climate[5] = [80, 0.9]), 'factors.climate[5]: x must be a number from -50 to 60'],
    ['a missing profile', (raw) => delete raw.factors.profile.city, 'factors.profile.city: must be a number above 0 and at most 3'],
    ['a rim size in words', (raw) => (raw.models[0].factors = { wheels: { big: 1 } }), 'models[0].factors.wheels.big: rim size must be whole inches from 14 to 26'],
    ['a bad key', (raw) => (raw.models[1].key = 'Range Rover'), 'models[1].key: must be lower-case letters, digits and dashes'],
    ['a twice-listed key', (raw) => (raw.models[2].key = 'range-rover-electric'), 'models[2].key: "range-rover-electric" is listed twice'],
    ['a missing WLTP range', (raw) => delete raw.models[0].wltp_range_km, 'models[0].wltp_range_km: must be a number of kilometres above 0 and at most 2000'],
    ['an empty name', (raw) => (raw.models[0].name = ''), 'models[0].name: must be a name, or names by locale ({"he": "…", "en": "…"})'],
    ['an unknown table', (raw) => (raw.factors.rain = [[0, 1]]), 'factors.rain: unknown factor table'],
    ['no default and no own table', (raw) => delete raw.factors.wheels, 'models[0].factors.wheels: is missing (and the file has no default)'],
  ])('rejects %s with its path', (_, spoil, problem) => {
    const raw = clone();
    spoil(raw);
    const result = parseRangeDataFile(raw);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toContain(problem);
  });

  it('never throws, whatever JSON it gets', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => typeof parseRangeDataFile(value).ok === 'boolean'));
  });
});

describe('estimateRange', () => {
  it('interpolates between points and holds the ends', () => {
    const points = [[50, 1.2], [90, 1], [130, 0.8]] as const;
    expect(interpolate(points, 70)).toBeCloseTo(1.1);
    expect(interpolate(points, 110)).toBeCloseTo(0.9);
    expect(interpolate(points, 10)).toBe(1.2);
    expect(interpolate(points, 200)).toBe(0.8);
    expect(interpolate([[20, 0.9]], -5)).toBe(0.9);
  });

  it.each<[string, RangeInputs, number, number, 'min' | 'max' | null]>([
    ['WLTP conditions', base, 470, 21, null],
    ['100 km/h: between 90 and 110', { ...base, speedKmh: 100 }, 437, 21, null], // 470 × 0.93
    ['motorway at 130 km/h', { ...base, profile: 'motorway', speedKmh: 130 }, 313, 21, null], // 470 × 0.9 × 0.74
    ['city at 50 km/h, held at the maximum', { ...base, profile: 'city', speedKmh: 50 }, 493, 21, 'max'], // 568.5
    ['−10 °C with the heating on', { ...base, temperatureC: -10, climateOn: true }, 291, 21, null], // 470 × 0.72 × 0.86
    ['5 °C, climate on', { ...base, temperatureC: 5, climateOn: true }, 382, 21, null], // 470 × 0.875 × 0.93
    ['23″ rims', { ...base, wheelInches: 23 }, 442, 23, null], // 470 × 0.94
    ['the worst case, held at the minimum', { profile: 'motorway', speedKmh: 130, temperatureC: -10, climateOn: true, wheelInches: 23 }, 187, 23, 'min'],
  ])('Range Rover Electric, %s', (_, inputs, km, wheel, clamped) => {
    const estimate = estimateRange(electric, inputs);
    expect(estimate.km).toBe(km);
    expect(estimate.wheelInches).toBe(wheel);
    expect(estimate.clamped).toBe(clamped);
  });

  it('uses the nearest rim a model has, and the Defender its own profile', () => {
    expect(nearestWheel(defender, 21)).toBe(20);
    expect(nearestWheel(defender, 23)).toBe(22);
    expect(estimateRange(defender, { ...base, wheelInches: 23 })).toMatchObject({ km: 278, wheelInches: 22 }); // 290 × 0.96
    expect(estimateRange(defender, { ...base, profile: 'city' }).km).toBe(319); // 290 × 1.1
  });

  it('shares the bar between the bounds, and takes swapped bounds', () => {
    expect(estimateRange(electric, base).share).toBeCloseTo((470 - 187) / (493 - 187));
    expect(normaliseBounds({ minKm: 493, maxKm: 187 })).toEqual({ minKm: 187, maxKm: 493 });
    expect(estimateRange(electric, base, { minKm: 500, maxKm: 100 })).toMatchObject({ km: 470 });
    expect(estimateRange(electric, base, { minKm: 100, maxKm: 100 })).toMatchObject({ km: 100, share: 1, clamped: 'max' });
  });

  it('converts kilometres to miles and back', () => {
    expect(toDistanceUnit(493, 'mi')).toBe(306);
    expect(toDistanceUnit(187, 'mi')).toBe(116);
    expect(toDistanceUnit(470, 'km')).toBe(470);
    expect(fromDistanceUnit(306, 'mi')).toBe(492);
  });

  it('offers sliders over the tables: 50–130 km/h and −10…35 °C', () => {
    expect(inputLimits(file.models)).toEqual({ speed: { min: 50, max: 130, step: 10 }, temperature: { min: -10, max: 35, step: 5 } });
    expect(defaultInputs(file.models, defender)).toEqual({ profile: 'mixed', speedKmh: 90, temperatureC: 20, climateOn: false, wheelInches: 20 });
  });

  const inputs = fc.record({
    profile: fc.constantFrom(...DRIVING_PROFILES),
    speedKmh: fc.double({ min: 0, max: 250, noNaN: true }),
    temperatureC: fc.double({ min: -50, max: 60, noNaN: true }),
    climateOn: fc.boolean(),
    wheelInches: fc.integer({ min: 14, max: 26 }),
  });
  const model = fc.constantFrom(...file.models);
  const bounds = fc.record({ minKm: fc.integer({ min: 0, max: 600 }), maxKm: fc.integer({ min: 0, max: 600 }) });

  it('property: a higher speed never gives a longer range', () => {
    fc.assert(
      fc.property(model, inputs, fc.double({ min: 0, max: 100, noNaN: true }), (m, i, more) => {
        expect(estimateRange(m, { ...i, speedKmh: i.speedKmh + more }).km).toBeLessThanOrEqual(estimateRange(m, i).km);
      }),
    );
  });

  it('property: the result always lies within the bounds', () => {
    fc.assert(
      fc.property(model, inputs, bounds, (m, i, b) => {
        const { km, share } = estimateRange(m, i, { minKm: b.minKm, maxKm: b.maxKm });
        expect(km).toBeGreaterThanOrEqual(Math.min(b.minKm, b.maxKm));
        expect(km).toBeLessThanOrEqual(Math.max(b.minKm, b.maxKm));
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('property: every file the parser accepts keeps speed monotone', () => {
    const factor = fc.double({ min: 0.3, max: 1.5, noNaN: true });
    const speedTable = fc
      .uniqueArray(fc.integer({ min: 0, max: 250 }), { minLength: 1, maxLength: 8 })
      .chain((xs) => fc.array(factor, { minLength: xs.length, maxLength: xs.length }).map((fs) => {
        const sortedX = [...xs].sort((a, b) => a - b);
        const sortedF = [...fs].sort((a, b) => b - a);
        return sortedX.map((x, index) => [x, sortedF[index]!]);
      }));
    fc.assert(
      fc.property(speedTable, fc.integer({ min: 50, max: 900 }), inputs, fc.double({ min: 0, max: 100, noNaN: true }), (speed, wltp, i, more) => {
        const raw = clone() as { factors: { speed: unknown }; models: Array<{ wltp_range_km: number }> };
        raw.factors.speed = speed;
        raw.models[0]!.wltp_range_km = wltp;
        const result = parseRangeDataFile(raw);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const m = result.file.models[0]!;
        expect(estimateRange(m, { ...i, speedKmh: i.speedKmh + more }).km).toBeLessThanOrEqual(estimateRange(m, i).km);
      }),
    );
  });
});

describe('createRangeCalculatorModel', () => {
  it('estimates every model for the inputs and follows the chosen model', async () => {
    const model = createRangeCalculatorModel({ sidPrefix: 'range-calculator/test-1', file });
    const scope = fork();
    expect(scope.getState(model.$estimates).map((e) => e.km)).toEqual([470, 340, 290]);
    await allSettled(model.speedChanged, { scope, params: 130 });
    await allSettled(model.profileChanged, { scope, params: 'motorway' });
    expect(scope.getState(model.$selectedEstimate)).toMatchObject({ modelKey: 'range-rover-electric', km: 313 });
    await allSettled(model.wheelChanged, { scope, params: 23 });
    await allSettled(model.modelSelected, { scope, params: 'defender-110-phev' });
    // The Defender has no 23″ rims: its nearest, 22″.
    expect(scope.getState(model.$inputs).wheelInches).toBe(22);
    expect(scope.getState(model.$selectedEstimate)?.modelKey).toBe('defender-110-phev');
  });

  it('clamps the sliders to the tables and ignores unknown models and rims', async () => {
    const model = createRangeCalculatorModel({ sidPrefix: 'range-calculator/test-2', file });
    const scope = fork();
    await allSettled(model.speedChanged, { scope, params: 300 });
    await allSettled(model.temperatureChanged, { scope, params: -40 });
    await allSettled(model.modelSelected, { scope, params: 'discovery' });
    await allSettled(model.wheelChanged, { scope, params: 19 });
    expect(scope.getState(model.$inputs)).toMatchObject({ speedKmh: 130, temperatureC: -10, wheelInches: 21 });
    expect(scope.getState(model.$selectedKey)).toBe('range-rover-electric');
  });

  it('starts empty and takes a file that arrives later; sids are stable', async () => {
    const model = createRangeCalculatorModel({ sidPrefix: 'range-calculator/7', bounds: { minKm: 187, maxKm: 493 } });
    const scope = fork();
    expect(scope.getState(model.$estimates)).toEqual([]);
    await allSettled(model.fileLoaded, { scope, params: file });
    expect(scope.getState(model.$selectedEstimate)).toMatchObject({ km: 470 });
    expect(model.$inputs.sid).toBe('range-calculator/7/$inputs');
    expect(model.$selectedKey.sid).toBe('range-calculator/7/$selectedKey');
  });
});
