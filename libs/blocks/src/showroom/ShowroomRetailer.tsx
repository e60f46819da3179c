import { useId } from 'react';
import { Link } from 'react-router';
import { localisedPath, type Locale } from '@lux/content';
import { ownerHtml, type Vehicle } from '@lux/stock-locator';
import { Button, Heading } from '@lux/ui';
import { RetailerCard, Section } from './Showroom.styles';
import type { ShowroomStrings } from './strings';

/** The A§2 retailer search page. */
const RETAILER_LOCATOR_PATH = '/retailer-locator';

/**
 * The selling retailer (A§3 owner fields, shown when the owner_visible feature is on): the domain
 * lib's full owner HTML — name, address, phone and email links, contact details, opening hours; every
 * value escaped there — and a link to the retailer search.
 */
export function ShowroomRetailer({
  vehicle,
  locale,
  t,
}: {
  vehicle: Vehicle;
  locale: Locale;
  t: ShowroomStrings;
}) {
  const headingId = useId();
  const html = ownerHtml(vehicle, 'full');
  if (!html) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="m" id={headingId}>
        {t.retailer}
      </Heading>
      <RetailerCard>
        {/* ownerHtml escapes every value and builds only tel:/mailto: links from validated input. */}
        <address style={{ fontStyle: 'normal' }} dangerouslySetInnerHTML={{ __html: html }} />
        <div>
          <Button
            as={Link}
            to={localisedPath(locale, RETAILER_LOCATOR_PATH)}
            variant="tertiary"
            trailingIcon="arrow"
          >
            {t.findRetailer}
          </Button>
        </div>
      </RetailerCard>
    </Section>
  );
}
