import { describe, expect, it } from 'vitest';
import { templates } from './catalogue';
import { imagesOfBlock } from './images';

const withImageField = templates.find((t) => t.fields.some((f) => f.field_type === 'Image'))!;
const withGroupImage = templates.find((t) => t.field_groups_template.some((f) => f.field_type === 'Image'))!;

describe('imagesOfBlock', () => {
  it('finds an image in a block field, with its pointer', () => {
    const field = withImageField.fields.find((f) => f.field_type === 'Image')!;
    expect(imagesOfBlock(withImageField.key, { fields: { [field.symbol]: { id: 7, ratio: '16-9' } }, groups: [] })).toEqual([
      { pointer: `/fields/${field.symbol}`, id: 7 },
    ]);
  });

  it('finds images in group items, and reads ids written as digits', () => {
    const field = withGroupImage.field_groups_template.find((f) => f.field_type === 'Image')!;
    const uses = imagesOfBlock(withGroupImage.key, { fields: {}, groups: [{ [field.symbol]: { id: '12' } }, {}, { [field.symbol]: { id: 3 } }] });
    expect(uses).toEqual([
      { pointer: `/groups/0/${field.symbol}`, id: 12 },
      { pointer: `/groups/2/${field.symbol}`, id: 3 },
    ]);
  });

  it('ignores what is not an image of the template: other fields, bad ids, unknown templates', () => {
    const field = withImageField.fields.find((f) => f.field_type === 'Image')!;
    expect(imagesOfBlock(withImageField.key, { fields: { [field.symbol]: { id: 'x' }, title: { id: 4 } } })).toEqual([]);
    expect(imagesOfBlock(withImageField.key, { fields: { [field.symbol]: { id: 1e21 } } })).toEqual([]);
    expect(imagesOfBlock('no-such-template', { fields: { image: { id: 1 } } })).toEqual([]);
  });
});
