import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_FUEL_SCORING, POWERTRAINS, parseFuelScoring, scoreFuelQuiz, type FuelScoringTable, type QuizAnswers } from './scoring';

const answers = (one: string, two: string, three: string[], four: string, five: string): QuizAnswers => ({
  1: [one],
  2: [two],
  3: three,
  4: [four],
  5: [five],
});

describe('scoreFuelQuiz with the default table', () => {
  it.each([
    {
      name: 'long distances, long journeys, towing on the motorway',
      given: answers('over-24000', 'over-160', ['towing'], 'motorway', 'efficient'),
      result: 'diesel',
      runnerUp: 'phev',
      totals: { petrol: 4, diesel: 14, phev: 4, bev: 4 },
    },
    {
      name: 'short urban runs, relaxed driving',
      given: answers('under-11000', 'under-16', ['short-runs'], 'urban', 'leisurely'),
      result: 'bev',
      runnerUp: 'phev',
      totals: { petrol: 7, diesel: 1, phev: 10, bev: 13 },
    },
    {
      name: 'spirited driving for pleasure on mixed roads',
      given: answers('11000-24000', '48-160', ['pleasure'], 'mixed', 'spirited'),
      result: 'petrol',
      runnerUp: 'phev',
      totals: { petrol: 11, diesel: 5, phev: 7, bev: 7 },
    },
    {
      name: 'short commutes and the odd tour, efficiently',
      given: answers('under-11000', '16-48', ['short-runs', 'business-touring'], 'mixed', 'efficient'),
      result: 'phev',
      runnerUp: 'bev',
      totals: { petrol: 8, diesel: 6, phev: 12, bev: 10 },
    },
  ])('$name → $result, then $runnerUp', ({ given, result, runnerUp, totals }) => {
    const outcome = scoreFuelQuiz(given);
    expect(outcome.totals).toEqual(totals);
    expect(outcome.result).toBe(result);
    expect(outcome.runnerUp).toBe(runnerUp);
    expect(outcome.unscored).toEqual([]);
  });

  it('sums every chosen answer of the multi-select step', () => {
    const one = scoreFuelQuiz({ 3: ['towing'] }).totals;
    const two = scoreFuelQuiz({ 3: ['towing', 'short-runs'] }).totals;
    expect(one).toEqual({ petrol: 1, diesel: 3, phev: 1, bev: 0 });
    expect(two).toEqual({ petrol: 2, diesel: 3, phev: 3, bev: 2 });
  });

  it('counts a repeated answer once', () => {
    expect(scoreFuelQuiz({ 3: ['towing', 'towing'] }).totals).toEqual(scoreFuelQuiz({ 3: ['towing'] }).totals);
  });

  it('scores unknown answers as nothing and names them', () => {
    const outcome = scoreFuelQuiz({ 1: ['over-24000'], 4: ['space'] });
    expect(outcome.totals).toEqual({ petrol: 1, diesel: 3, phev: 1, bev: 1 });
    expect(outcome.unscored).toEqual(['4:space']);
  });
});

describe('ties', () => {
  const flat: FuelScoringTable = {
    tie_break: ['diesel', 'bev', 'petrol', 'phev'],
    weights: { '1': { a: { petrol: 1, diesel: 1, phev: 1, bev: 1 }, b: { petrol: 2, phev: 2 } } },
  };

  it('go to the first powertrain of tie_break', () => {
    const outcome = scoreFuelQuiz({ 1: ['a'] }, flat);
    expect(outcome.ranking).toEqual(['diesel', 'bev', 'petrol', 'phev']);
    expect(outcome.result).toBe('diesel');
    expect(outcome.runnerUp).toBe('bev');
  });

  it('between the leaders only', () => {
    const outcome = scoreFuelQuiz({ 1: ['b'] }, flat);
    expect(outcome.result).toBe('petrol');
    expect(outcome.runnerUp).toBe('phev');
  });

  it('with no points at all give the default order and no runner-up', () => {
    const outcome = scoreFuelQuiz({});
    expect(outcome.ranking).toEqual(DEFAULT_FUEL_SCORING.tie_break);
    expect(outcome.result).toBe('phev');
    expect(outcome.runnerUp).toBeNull();
  });
});

describe('properties', () => {
  const valuesOf = (step: number) => Object.keys(DEFAULT_FUEL_SCORING.weights[String(step)] ?? {});
  const anyAnswers = fc.record({
    1: fc.constantFrom(...valuesOf(1)).map((v) => [v]),
    2: fc.constantFrom(...valuesOf(2)).map((v) => [v]),
    3: fc.subarray(valuesOf(3), { minLength: 1 }),
    4: fc.constantFrom(...valuesOf(4)).map((v) => [v]),
    5: fc.constantFrom(...valuesOf(5)).map((v) => [v]),
  });

  it('the result has the highest total and the runner-up the next', () => {
    fc.assert(
      fc.property(anyAnswers, (given) => {
        const { totals, result, runnerUp, ranking } = scoreFuelQuiz(given);
        expect(Math.max(...POWERTRAINS.map((kind) => totals[kind]))).toBe(totals[result]);
        expect(ranking).toHaveLength(4);
        expect(new Set(ranking).size).toBe(4);
        if (runnerUp) expect(totals[runnerUp]).toBeLessThanOrEqual(totals[result]);
      }),
    );
  });

  it('every powertrain is reachable with the default table', () => {
    const reached = new Set<string>();
    fc.assert(
      fc.property(anyAnswers, (given) => {
        reached.add(scoreFuelQuiz(given).result);
      }),
      { numRuns: 2000, seed: 15 },
    );
    expect([...reached].sort()).toEqual([...POWERTRAINS].sort());
  });
});

describe('parseFuelScoring', () => {
  it('uses the default silently when the setting is absent or blank', () => {
    for (const raw of [undefined, null, '', '   ']) {
      expect(parseFuelScoring(raw)).toEqual({ table: DEFAULT_FUEL_SCORING, fromSetting: false, problems: [] });
    }
  });

  it('reads a valid table from JSON text or an object', () => {
    const table = { tie_break: ['bev', 'phev', 'petrol', 'diesel'], weights: { '2': { 'under-16': { bev: 5 } } } };
    expect(parseFuelScoring(JSON.stringify(table))).toEqual({ table, fromSetting: true, problems: [] });
    expect(parseFuelScoring(table).table).toEqual(table);
  });

  it('keeps the default tie-break order when the setting has none', () => {
    const parsed = parseFuelScoring({ weights: { '1': { a: { petrol: 1 } } } });
    expect(parsed.fromSetting).toBe(true);
    expect(parsed.table.tie_break).toEqual(DEFAULT_FUEL_SCORING.tie_break);
  });

  it('round-trips the default table', () => {
    expect(parseFuelScoring(JSON.stringify(DEFAULT_FUEL_SCORING)).table).toEqual(DEFAULT_FUEL_SCORING);
  });

  it.each([
    ['not JSON', '{weights:', 'not valid JSON'],
    ['an array', '[]', 'must be an object'],
    ['a number', 42, 'must be an object'],
    ['weights missing', '{}', 'weights must be an object'],
    ['weights empty', '{"weights":{}}', 'weights is empty'],
    ['a step out of range', '{"weights":{"6":{"a":{"petrol":1}}}}', 'steps are 1 to 5'],
    ['an unknown powertrain', '{"weights":{"1":{"a":{"hydrogen":1}}}}', 'unknown powertrain'],
    ['points as text', '{"weights":{"1":{"a":{"petrol":"2"}}}}', 'must be a number'],
    ['answers not an object', '{"weights":{"1":[1]}}', 'must be an object of answers'],
    ['a short tie_break', '{"tie_break":["bev"],"weights":{"1":{"a":{"bev":1}}}}', 'tie_break'],
    ['a repeated tie_break', '{"tie_break":["bev","bev","phev","petrol"],"weights":{"1":{"a":{"bev":1}}}}', 'tie_break'],
  ])('falls back to the default for %s and says why', (_name, raw, problem) => {
    const parsed = parseFuelScoring(raw);
    expect(parsed.table).toBe(DEFAULT_FUEL_SCORING);
    expect(parsed.fromSetting).toBe(false);
    expect(parsed.problems.join(' | ')).toContain(problem);
  });
});
