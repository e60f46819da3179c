import { describe, expect, it } from 'vitest';
import { pointOf } from '../screens/dealers/DealersScreen';
import { bodyOfFormValues, formValuesOf, type FieldDef } from './fields';

const fields: FieldDef[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'latitude', label: 'Latitude', kind: 'number' },
  { name: 'brands', label: 'Brands', kind: 'list' },
  { name: 'http_code', label: 'Code', kind: 'select', numeric: true },
  { name: 'roles', label: 'Roles', kind: 'checkboxes' },
  { name: 'active', label: 'Active', kind: 'checkbox' },
];
const messages = { required: 'Required', invalidNumber: 'Enter a number' };

describe('record form values', () => {
  it('round-trips a record through the form into the API body', () => {
    const values = formValuesOf({ name: 'TLV', latitude: 32.1, brands: ['land_rover', 'jaguar'], http_code: 302, roles: ['admin', 'sales'], active: false }, fields);
    expect(values).toEqual({ name: 'TLV', latitude: '32.1', brands: 'land_rover, jaguar', http_code: '302', roles: 'admin,sales', active: false });
    expect(bodyOfFormValues(values, fields, messages)).toEqual({
      body: { name: 'TLV', latitude: 32.1, brands: ['land_rover', 'jaguar'], http_code: 302, roles: ['admin', 'sales'], active: false },
      errors: {},
    });
  });

  it('refuses a blank required field and a number that does not parse, before sending', () => {
    const { errors } = bodyOfFormValues({ name: ' ', latitude: '32,1x', brands: '', http_code: '301', roles: '', active: true }, fields, messages);
    expect(errors).toEqual({ name: 'Required', latitude: 'Enter a number' });
  });
});

describe('pointOf', () => {
  it('maps only valid coordinates', () => {
    expect(pointOf({ latitude: '32.08', longitude: '34,78' })).toEqual({ lat: 32.08, lng: 34.78 });
    expect(pointOf({ latitude: '', longitude: '34' })).toBeNull();
    expect(pointOf({ latitude: '91', longitude: '34' })).toBeNull();
  });
});
