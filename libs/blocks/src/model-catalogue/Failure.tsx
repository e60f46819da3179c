import styled from 'styled-components';
import { Button, Container } from '@lux/ui';
import { blockFailureStrings } from '../shared/BlockBoundary';
import { stringsFor } from '../shared/strings';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  padding-block: 2rem;

  p {
    margin: 0;
  }
`;

/**
 * A§8 "Content block load failure default" for a block whose server-side data did not arrive: the
 * catalogue is read on the server only, so "Try again" reloads the page and with it the data.
 */
export function CatalogueFailure({ locale }: { locale: string }) {
  const t = stringsFor(blockFailureStrings, locale);
  return (
    <Container>
      <Box role="alert">
        <p>{t.message}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t.retry}
        </Button>
      </Box>
    </Container>
  );
}
