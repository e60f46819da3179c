import { useId } from 'react';
import { formatPrice, type PriceSettings } from '@lux/pricing';
import type { EquipmentItem, SpecificationRow, Vehicle, VehicleEquipment } from '@lux/stock-locator';
import { Heading } from '@lux/ui';
import { specValue } from './format';
import { Columns, Section, SpecList } from './Showroom.styles';
import type { ShowroomStrings } from './strings';

export interface SpecificationProps {
  rows: readonly SpecificationRow[];
  vehicle: Vehicle;
  locale: string;
  t: ShowroomStrings;
  settings: PriceSettings;
}

/** The specification list (A§9 showroom defaults) as a description list; empty values are left out. */
export function Specification({ rows, vehicle, locale, t, settings }: SpecificationProps) {
  const headingId = useId();
  const items = rows.flatMap((row) => {
    const value = specValue(row, vehicle, locale, t, settings);
    return value ? [{ attribute: row.attribute, label: t.spec[row.attribute], value }] : [];
  });
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="m" id={headingId}>
        {t.specification}
      </Heading>
      <SpecList>
        {items.map((item) => (
          <div key={item.attribute}>
            <dt>{item.label}</dt>
            {/* VINs, order numbers and engine codes are Latin: isolate them inside Hebrew text. */}
            <dd dir="auto">{item.value}</dd>
          </div>
        ))}
      </SpecList>
    </Section>
  );
}

function List({
  title,
  items,
  settings,
}: {
  title: string;
  items: readonly EquipmentItem[];
  settings: PriceSettings;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <Heading level={3} size="xs">
        {title}
      </Heading>
      <ul>
        {items.map((item) => {
          const price = item.price === null ? '' : formatPrice(item.price, settings, 'price');
          return (
            <li key={item.name}>
              {item.name}
              {price && <> ({price})</>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Standard equipment, fitted options (with their prices) and accessories. */
export function Equipment({
  equipment,
  t,
  settings,
}: {
  equipment: VehicleEquipment;
  t: ShowroomStrings;
  settings: PriceSettings;
}) {
  const headingId = useId();
  if (equipment.standard.length + equipment.optional.length + equipment.accessories.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="m" id={headingId}>
        {t.equipment}
      </Heading>
      <Columns>
        <List title={t.standard} items={equipment.standard} settings={settings} />
        <List title={t.optional} items={equipment.optional} settings={settings} />
        <List title={t.accessories} items={equipment.accessories} settings={settings} />
      </Columns>
    </Section>
  );
}
