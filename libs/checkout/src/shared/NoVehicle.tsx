import { Button } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { Actions, Notice, Page } from './styles';

/** A journey page without a vehicle (none in the address, none stored): says so and leads back to the stock list. */
export function NoVehicle() {
  const t = useCheckoutStrings();
  const { paths } = useCheckoutEnvironment();
  return (
    <Page>
      <Notice role="alert" data-tone="error">
        <p>{t.noVehicle}</p>
        <Actions>
          <Button variant="secondary" href={paths.stockList}>
            {t.backToStock}
          </Button>
        </Actions>
      </Notice>
    </Page>
  );
}
