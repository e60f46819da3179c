import { createStockLocator } from '../stock-locator/StockLocator';

/**
 * Stock locator overseas (B§3.2): the stock locator with models, statuses, production year, engine and
 * specific colour filters on by default (the template's defaults), shown only when the company's market
 * setting is `overseas`; elsewhere it renders nothing (the loader logs why).
 */
export const stockLocatorOverseasComponent = createStockLocator({ overseas: true });
