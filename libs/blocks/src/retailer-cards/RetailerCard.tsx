import { useId, type Ref } from 'react';
import { Button, Heading, type HeadingLevel } from '@lux/ui';
import { directionsUrl, formatDistance, type DistanceUnit, type Retailer } from '@lux/stock-locator';
import { RetailerIcon } from './icons';
import { Actions, Card, ContactLink, Distance, List, Ltr, Row, Services, ServicesTitle, VisuallyHidden } from './RetailerCard.styles';
import type { RetailerCardStrings } from './strings';

/** Where a card's distance was measured from. */
export type DistanceOrigin = { kind: 'visitor' } | { kind: 'postcode'; postcode: string };

export interface RetailerCardProps {
  retailer: Retailer;
  /** The outline level of the retailer's name. */
  headingLevel: HeadingLevel;
  unit: DistanceUnit;
  locale: string;
  strings: RetailerCardStrings;
  /** Shown only with a distance on the retailer. */
  distanceFrom: DistanceOrigin | null;
  /** Marked as the one chosen on the map. */
  selected?: boolean;
  /** Offers "Show on map" (retailers with a position only). */
  onShowOnMap?: () => void;
  /** The card itself, so the map can bring it into view and focus it. */
  ref?: Ref<HTMLElement>;
}

/**
 * One retailer: name, distance, address, opening hours, phone (tel:), WhatsApp and email (mailto:)
 * links, services and a route in the visitor's maps app (B§3.2 retailer cards).
 */
export function RetailerCard({ retailer, headingLevel, unit, locale, strings: t, distanceFrom, selected = false, onShowOnMap, ref }: RetailerCardProps) {
  const nameId = useId();
  const distance = retailer.distanceKm === null || !distanceFrom ? '' : formatDistance(retailer.distanceKm, unit, locale);
  const place = [retailer.address, [retailer.city, retailer.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const route = directionsUrl(retailer);
  const contactName: Record<string, string> = { phone: t.phone, whatsapp: t.whatsapp, email: t.email };
  return (
    <Card ref={ref} tabIndex={-1} aria-labelledby={nameId} data-selected={selected} data-retailer={retailer.id}>
      <Heading size="xs" level={headingLevel} id={nameId}>
        {retailer.name}
      </Heading>
      {distance && (
        <Distance>
          {distanceFrom?.kind === 'postcode' ? t.distanceFromPostcode(distance, distanceFrom.postcode) : t.distanceFromYou(distance)}
        </Distance>
      )}
      {place && (
        <Row as="address">
          <RetailerIcon name="pin" />
          <span>{place}</span>
        </Row>
      )}
      {retailer.openingHours && (
        <Row>
          <RetailerIcon name="clock" />
          <span>
            <VisuallyHidden>{t.hours}:</VisuallyHidden>{' '}
            {retailer.openingHours}
          </span>
        </Row>
      )}
      {retailer.contacts.length > 0 && (
        <List>
          {retailer.contacts.map((contact) => {
            const external = contact.type === 'whatsapp';
            return (
              <li key={`${contact.type}-${contact.href}`}>
                <ContactLink
                  href={contact.href}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <RetailerIcon name={contact.type} />
                  <span>
                    <VisuallyHidden>{contactName[contact.type]}:</VisuallyHidden>{' '}
                    {contact.type === 'whatsapp' ? contact.label : <Ltr dir="ltr">{contact.label}</Ltr>}
                    {external && <VisuallyHidden> {t.newWindow}</VisuallyHidden>}
                  </span>
                </ContactLink>
              </li>
            );
          })}
        </List>
      )}
      {retailer.services.length > 0 && (
        <div>
          <ServicesTitle id={`${nameId}-services`}>{t.services}</ServicesTitle>
          <Services aria-labelledby={`${nameId}-services`}>
            {retailer.services.map((service) => (
              <li key={`${service.icon}-${service.label}`}>
                <RetailerIcon name={service.icon} />
                {service.label}
              </li>
            ))}
          </Services>
        </div>
      )}
      {(route || onShowOnMap) && (
        <Actions>
          {route && (
            <Button variant="tertiary" href={route} target="_blank" rel="noopener noreferrer" trailingIcon="arrow">
              {t.directions}
              <VisuallyHidden> {t.newWindow}</VisuallyHidden>
            </Button>
          )}
          {onShowOnMap && retailer.point && (
            <Button variant="secondary" size="small" onClick={onShowOnMap}>
              {t.showOnMap}
            </Button>
          )}
        </Actions>
      )}
    </Card>
  );
}
