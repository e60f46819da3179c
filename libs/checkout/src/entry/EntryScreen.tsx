import { useUnit } from 'effector-react';
import { $orderOnlineData } from '@lux/order-online';
import { Button, Heading } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { Actions, Page } from '../shared/styles';

/** A stored details route is followed only when it is one of this site's journey pages. */
function journeyRoute(route: string | null): string | null {
  if (!route || !route.startsWith('/') || route.startsWith('//')) return null;
  return /^\/(?:en\/)?showroom-order-online\/vehicle\//.test(route) ? route : null;
}

/**
 * The journey's entry (A§2 `/showroom-order-online/`): what ordering online is, the way back to an order
 * this browser started (A§3 `detailsRoute`), and the stock list to choose a vehicle from.
 */
export function EntryScreen({ ready, problem = null }: { ready: boolean; problem?: string | null }) {
  const t = useCheckoutStrings();
  const { paths } = useCheckoutEnvironment();
  const data = useUnit($orderOnlineData);
  const resume = ready ? journeyRoute(data.detailsRoute) : null;
  return (
    <Page>
      <Heading level={1} size="l">
        {t.entryTitle}
      </Heading>
      <p>{problem ?? t.entryIntro}</p>
      <Actions>
        {resume ? (
          <Button variant="primary" href={resume}>
            {t.continueOrder}
          </Button>
        ) : null}
        <Button variant={resume ? 'secondary' : 'primary'} href={paths.stockList}>
          {t.backToStock}
        </Button>
      </Actions>
    </Page>
  );
}
