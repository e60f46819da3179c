import { describe, expect, it } from 'vitest';
import {
  PICKER_ALL,
  ALL_CHOICE,
  childOptions,
  choiceForParent,
  matchingGroupKeys,
  matchingItems,
  parentOptions,
  parseVehicleMapper,
  resultText,
  type PickerChoice,
} from './picker';

const years = (...list: number[]) => list.map((year) => ({ label: String(year), key: String(year) }));
const mapperJson = JSON.stringify({
  dropdowns: [
    { label: 'Defender', key: 'defender', children: years(2022, 2023, 2024, 2025, 2026) },
    { label: 'Discovery', key: 'discovery', children: ['2022', '2023', '2024'] },
    { label: 'Range Rover', key: 'range-rover', children: years(2023, 2024, 2025, 2026) },
  ],
  subblocks_groups: [
    { key: 'pivi-pro-2024', match_dropdowns: [{ parent_key: 'defender', child_key: ['2024', '2025', '2026'] }, { parent_key: 'range-rover', child_key: ['2024', '2025', '2026'] }] },
    { key: 'pivi-pro-2022', match_dropdowns: [{ parent_key: 'defender', child_key: ['2022', '2023'] }, { parent_key: 'discovery', child_key: [] }] },
    { key: 'maps-europe', match_dropdowns: [{ parent_key: 'range-rover', child_key: '2023' }] },
  ],
});
const { mapper, problems } = parseVehicleMapper(mapperJson);
const labels = { parentAll: 'All vehicles', childAll: 'All model years' };
const items = [{ subblock_key: 'pivi-pro-2024', n: 1 }, { subblock_key: 'pivi-pro-2022', n: 2 }, { subblock_key: ' maps-europe ', n: 3 }, { subblock_key: 'orphan', n: 4 }];

describe('parseVehicleMapper', () => {
  it('reads dropdowns (children as objects or strings) and groups, without problems', () => {
    expect(problems).toEqual([]);
    expect(mapper.parents.map((p) => [p.key, p.children.length])).toEqual([['defender', 5], ['discovery', 3], ['range-rover', 4]]);
    expect(mapper.parents[1]!.children[0]).toEqual({ key: '2022', label: '2022' });
    expect(mapper.groups[2]!.matches).toEqual([{ parentKey: 'range-rover', childKeys: ['2023'] }]);
  });

  it.each([
    ['not JSON', '{dropdowns', ['subblocks_mapper is not valid JSON']],
    ['a list', '[]', ['subblocks_mapper must be an object']],
    ['the template default', '{"dropdowns": [], "subblocks_groups": []}', []],
    ['an empty text', '', []],
    ['a dropdown without key', '{"dropdowns": [{"label": "X"}]}', ['dropdowns[0] needs a key and a label']],
    ['a parent twice', '{"dropdowns": [{"key": "a"}, {"key": "a"}]}', ['dropdowns[1]: "a" is listed twice']],
    ['a group without key', '{"subblocks_groups": [{}]}', ['subblocks_groups[0] needs a key']],
    ['an unknown parent', '{"subblocks_groups": [{"key": "g", "match_dropdowns": [{"parent_key": "x"}]}]}', ['subblocks_groups[0]: parent "x" is in no dropdown']],
    ['children not a list', '{"dropdowns": [{"key": "a", "children": 3}]}', ['dropdowns[0].children must be a list']],
  ])('answers problems for %s, never throwing', (_, json, expected) => {
    expect(parseVehicleMapper(json).problems).toEqual(expected);
  });
});

describe('options', () => {
  it('lists "all" first, then the parents', () => {
    expect(parentOptions(mapper, labels).map((o) => o.label)).toEqual(['All vehicles', 'Defender', 'Discovery', 'Range Rover']);
  });

  it.each([
    ['defender', ['All model years', '2022', '2023', '2024', '2025', '2026']],
    ['discovery', ['All model years', '2022', '2023', '2024']],
    [PICKER_ALL, ['All model years', '2022', '2023', '2024', '2025', '2026']],
    ['unknown', ['All model years']],
  ])('model years of %s', (parent, expected) => {
    expect(childOptions(mapper, parent, labels).map((o) => o.label)).toEqual(expected);
  });

  it('keeps the model year when the new vehicle has it, else goes back to all', () => {
    expect(choiceForParent(mapper, { parent: 'defender', child: '2026' }, 'range-rover')).toEqual({ parent: 'range-rover', child: '2026' });
    expect(choiceForParent(mapper, { parent: 'defender', child: '2026' }, 'discovery')).toEqual({ parent: 'discovery', child: PICKER_ALL });
  });
});

describe('matching', () => {
  it.each<[string, PickerChoice, string[]]>([
    ['all and all', ALL_CHOICE, ['pivi-pro-2024', 'pivi-pro-2022', 'maps-europe']],
    ['Defender 2024', { parent: 'defender', child: '2024' }, ['pivi-pro-2024']],
    ['Defender 2023', { parent: 'defender', child: '2023' }, ['pivi-pro-2022']],
    ['Defender, every year', { parent: 'defender', child: PICKER_ALL }, ['pivi-pro-2024', 'pivi-pro-2022']],
    ['Discovery 2024 (an empty child list matches every year)', { parent: 'discovery', child: '2024' }, ['pivi-pro-2022']],
    ['Range Rover 2023', { parent: 'range-rover', child: '2023' }, ['maps-europe']],
    ['every vehicle of 2025', { parent: PICKER_ALL, child: '2025' }, ['pivi-pro-2024', 'pivi-pro-2022']],
    ['an unknown vehicle', { parent: 'velar', child: PICKER_ALL }, []],
  ])('%s', (_, choice, keys) => {
    expect(matchingGroupKeys(mapper, choice)).toEqual(keys);
  });

  it('shows the items of matching groups in the editor order; every item under all', () => {
    expect(matchingItems(mapper, items, ALL_CHOICE).map((i) => i.n)).toEqual([1, 2, 3, 4]);
    expect(matchingItems(mapper, items, { parent: 'range-rover', child: PICKER_ALL }).map((i) => i.n)).toEqual([1, 3]);
    expect(matchingItems(mapper, items, { parent: 'discovery', child: '2022' }).map((i) => i.n)).toEqual([2]);
  });
});

describe('resultText', () => {
  it.each<[string, PickerChoice, number, string]>([
    ['{amount} updates for {parent} {child}', { parent: 'defender', child: '2024' }, 1, '1 updates for Defender 2024'],
    ['{amount} updates for {parent} {child}', { parent: 'defender', child: PICKER_ALL }, 2, '2 updates for Defender All model years'],
    ['{amount} updates for {parent} {child}', ALL_CHOICE, 4, '4 updates for All vehicles All model years'],
    ['נמצאו {amount} עדכונים ל{parent} {child}', { parent: 'discovery', child: '2023' }, 1, 'נמצאו 1 עדכונים לDiscovery 2023'],
    ['{parent}: {amount} ({amount})', { parent: 'range-rover', child: PICKER_ALL }, 0, 'Range Rover: 0 (0)'],
  ])('%s', (template, choice, amount, expected) => {
    expect(resultText(template, mapper, choice, amount, labels)).toBe(expected);
  });
});
