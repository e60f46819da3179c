import { Container } from '@lux/ui';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Box, Html } from './HtmlBox.styles';
import type { Fields } from './types';

/**
 * B§3.2 HTML box: the editor's HTML, rendered as is inside the page grid. It was sanitised on the server
 * (`prepareBlocks`); blank HTML renders nothing (the validator drops such a block first, B§5).
 */
function HtmlBox({ fields: f }: BlockProps<Fields, never>) {
  if (typeof f.code !== 'string' || !f.code.trim()) return null;
  return (
    <Container>
      <Box>
        <Html html={f.code} />
      </Box>
    </Container>
  );
}

export const htmlBoxComponent = HtmlBox satisfies BlockComponent<Fields, never>;
