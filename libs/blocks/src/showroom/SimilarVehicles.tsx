import { useId } from 'react';
import { useUnit } from 'effector-react';
import type { Locale } from '@lux/content';
import {
  $savedVehicles,
  isVehicleSaved,
  savedVehicleToggled,
  type PostcodeSearchData,
  type Vehicle,
} from '@lux/stock-locator';
import { Heading } from '@lux/ui';
import { VehicleCard, showroomHref } from '../stock-shared';
import { Section, SimilarList } from './Showroom.styles';
import type { ShowroomStrings } from './strings';

export interface SimilarVehiclesProps {
  /** At most 6, the current vehicle already left out (`pickSimilarVehicles`). */
  vehicles: readonly Vehicle[];
  /** The similar-vehicles call failed (A§8: a stored error): say so instead of showing nothing. */
  failed: boolean;
  listing: string;
  locale: Locale;
  showOwner: boolean;
  /** Carried on the links when the postcode_search feature is on (A§2). */
  postcodeSearch: PostcodeSearchData | null;
  t: ShowroomStrings;
}

/** Vehicles of the same nameplate (A§7 `filter[nameplate_name_in]`, A§9 at most 6) as stock cards. */
export function SimilarVehicles({
  vehicles,
  failed,
  listing,
  locale,
  showOwner,
  postcodeSearch,
  t,
}: SimilarVehiclesProps) {
  const headingId = useId();
  const [saved, toggle] = useUnit([$savedVehicles, savedVehicleToggled]);
  if (vehicles.length === 0 && !failed) return null;
  return (
    <Section aria-labelledby={headingId} style={{ maxInlineSize: 'none' }}>
      <Heading level={2} size="m" id={headingId}>
        {t.similar}
      </Heading>
      {vehicles.length === 0 ? (
        <p role="status">{t.similarFailed}</p>
      ) : (
        <SimilarList>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard
                vehicle={vehicle}
                locale={locale}
                href={showroomHref(vehicle, locale, postcodeSearch)}
                saved={isVehicleSaved(saved, vehicle.id)}
                onToggleSave={(v) => toggle({ id: v.id, list: listing })}
                showOwner={showOwner}
              />
            </li>
          ))}
        </SimilarList>
      )}
    </Section>
  );
}
