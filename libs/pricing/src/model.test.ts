import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $doublePriceFormatter,
  $priceFormatter,
  $priceProblems,
  $priceSettings,
  priceSettingsReceived,
} from './model';
import { defaultPriceSettings, priceSettingsFromSettings } from './settings';
import { englishDoublePriceSettingsRecord, hebrewPriceSettingsRecord } from './testing';

const hebrew = priceSettingsFromSettings({ ...hebrewPriceSettingsRecord }).settings;

describe('pricing model', () => {
  it('starts on the defaults', () => {
    const scope = fork();
    expect(scope.getState($priceSettings)).toBe(defaultPriceSettings);
    expect(scope.getState($priceProblems)).toEqual([]);
    expect(scope.getState($priceFormatter)(1234)).toBe('€ 1,234');
    expect(scope.getState($doublePriceFormatter)(1234)).toBe('');
  });

  it('parses settings when they are received, ignoring other namespaces', async () => {
    const scope = fork();
    await allSettled(priceSettingsReceived, {
      scope,
      params: { ...hebrewPriceSettingsRecord, 'meta.title_divider': '|' },
    });
    expect(scope.getState($priceSettings)).toEqual(hebrew);
    expect(scope.getState($priceProblems)).toEqual([]);
    expect(scope.getState($priceFormatter)(389000)).toBe('₪ 389,000');
    expect(scope.getState($priceFormatter)(2990, 'lease')).toBe('₪ 2,990 / לחודש');
  });

  it('records problems and keeps defaults for malformed values', async () => {
    const scope = fork();
    await allSettled(priceSettingsReceived, {
      scope,
      params: { 'price.symbol': '$', 'price.double_price.rate': '-2' },
    });
    expect(scope.getState($priceSettings).symbol).toBe('$');
    expect(scope.getState($priceSettings).doublePrice.rate).toBe(1);
    expect(scope.getState($priceProblems)).toEqual([
      { key: 'price.double_price.rate', message: expect.stringContaining('greater than 0') },
    ]);
  });

  it('replaces earlier settings and clears earlier problems', async () => {
    const scope = fork();
    await allSettled(priceSettingsReceived, {
      scope,
      params: { 'price.symbol': '$', 'price.delimiter': '12' },
    });
    await allSettled(priceSettingsReceived, { scope, params: { ...englishDoublePriceSettingsRecord } });
    expect(scope.getState($priceSettings).symbol).toBe('€');
    expect(scope.getState($priceProblems)).toEqual([]);
    expect(scope.getState($doublePriceFormatter)(1000)).toBe('USD 1,080.00');
  });

  it('derives the formatter from settings given to fork', () => {
    const scope = fork({ values: [[$priceSettings, hebrew]] });
    expect(scope.getState($priceFormatter)(389000)).toBe('₪ 389,000');
  });

  it('keeps scopes apart', async () => {
    const a = fork();
    const b = fork();
    await allSettled(priceSettingsReceived, { scope: a, params: { ...hebrewPriceSettingsRecord } });
    expect(b.getState($priceFormatter)(1)).toBe('€ 1');
  });

  it('serialises settings and problems under stable sids, never the formatters', async () => {
    const server = fork();
    await allSettled(priceSettingsReceived, {
      scope: server,
      params: { ...hebrewPriceSettingsRecord, 'price.oops': 'x' },
    });
    const json = JSON.parse(JSON.stringify(serialize(server))) as Record<string, unknown>;
    expect(Object.keys(json).sort()).toEqual(['pricing/$priceProblems', 'pricing/$priceSettings']);

    const client = fork({ values: json });
    expect(client.getState($priceSettings)).toEqual(hebrew);
    expect(client.getState($priceProblems)).toEqual([
      { key: 'price.oops', message: 'unknown price setting; ignored' },
    ]);
    expect(client.getState($priceFormatter)(389000)).toBe('₪ 389,000');
  });
});
