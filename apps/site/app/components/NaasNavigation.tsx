import type { NaasNavigation as NaasContent } from '@lux/shell';
import { useNonce } from '../lib/nonce';

/**
 * Navigation as a service (A§2, A§7): the HTML the configured origin returned (sanitised on the server),
 * its style sheet (React hoists it into <head>) and its script, loaded with the CSP nonce.
 */
export function NaasNavigation({ content }: { content: NaasContent }) {
  const nonce = useNonce();
  return (
    <>
      {content.cssLink && <link rel="stylesheet" href={content.cssLink} precedence="naas" />}
      <div data-navigation="naas" dangerouslySetInnerHTML={{ __html: content.html }} />
      {content.javascriptLink && <script src={content.javascriptLink} async nonce={nonce || undefined} suppressHydrationWarning />}
    </>
  );
}
