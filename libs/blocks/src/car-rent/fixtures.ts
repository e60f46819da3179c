import { exampleInstance, templateByKey } from '@lux/block-catalogue';

/** The catalogue's demo instance of car-rent (examples.rental.ts). */
export function carRentExample(locale: 'he' | 'en') {
  const template = templateByKey('car-rent');
  if (!template) throw new Error('car-rent is not in the catalogue');
  return exampleInstance(template, locale);
}
