import styled from 'styled-components';
import type { OrderVehicle } from '@lux/order-online';
import { useCheckoutStrings } from '../environment';
import { vehicleName, vehiclePhoto } from '../format';

const Figure = styled.figure`
  margin: 0;

  & img,
  & [data-no-photo] {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--lux-radius-m);
    background: var(--lux-color-surface-raised);
  }
  & [data-no-photo] {
    display: grid;
    place-items: center;
    color: var(--lux-color-text-muted);
  }
`;

/**
 * The vehicle's photo at 16:9 (its place is kept before it loads). The server renders it from the
 * loader's vehicle, with high fetch priority: on the journey's pages it is the largest paint (LCP), so it
 * must not wait for the browser to read the journey back.
 */
export function VehiclePhoto({ vehicle, sizes, className }: { vehicle: OrderVehicle; sizes: string; className?: string }) {
  const t = useCheckoutStrings();
  const photo = vehiclePhoto(vehicle);
  return (
    <Figure className={className}>
      {photo ? (
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={sizes}
          width={640}
          height={360}
          alt={t.photoAlt(vehicleName(vehicle))}
          fetchPriority="high"
          decoding="async"
        />
      ) : (
        <div data-no-photo="">{t.noPhoto}</div>
      )}
    </Figure>
  );
}
