import { globalCss } from './GlobalStyle';

/**
 * The global styles as a plain `<style>` for a server-rendered document's `<head>`. `GlobalStyle`
 * (createGlobalStyle) puts the same CSS in the server's sheet, but in the browser it always runs it
 * through stylis and the RTL plugin again on hydration — one of the longest tasks on a page's first
 * load for CSS that is already there and that neither would change.
 */
export function GlobalCss({ nonce }: { nonce?: string }) {
  return <style nonce={nonce} data-lux-global="" dangerouslySetInnerHTML={{ __html: globalCss }} />;
}
