import type { BlockDataLoader } from '../data/types';
import { readTradeInOptions } from '../trade-in-form/options';
import { formIdOf, readPublicForm } from './api';
import type { FormBlockData } from './types';

const statusOf = (error: unknown): number | undefined => {
  const response = typeof error === 'object' && error !== null ? (error as { response?: { status?: unknown } }).response : undefined;
  return typeof response?.status === 'number' ? response.status : undefined;
};

/**
 * The form of a form block (B§7 GET /forms/{id}), loaded beside the page so the form arrives
 * server-rendered. No form id, no such form or a definition that cannot be rendered: logged, and the
 * block renders nothing (B§5: a form block needs its form). Any other failure fails the loader, so the
 * block fetches the form in the browser.
 */
export const formBlockLoader: BlockDataLoader = async (block, context): Promise<FormBlockData | undefined> => {
  const where = { blockId: block.id, template: block.template, requestId: context.requestId };
  const formId = formIdOf(block.fields['form_id']);
  if (formId === null) {
    context.warn({ ...where, formId: block.fields['form_id'] }, 'form block: no valid form_id; block hidden');
    return { form: null };
  }
  if (!context.formsHttp) return undefined;
  try {
    const response = await context.formsHttp.get<{ data?: unknown }>(`/forms/${formId}`, {
      headers: { 'x-request-id': context.requestId, 'accept-language': context.locale },
    });
    const form = readPublicForm(response.data?.data);
    if (!form) context.warn({ ...where, formId }, 'form block: the form cannot be rendered; block hidden');
    if (form?.type !== 'trade_in') return { form };
    // A§3: a trade-in form's lists come from the stock service (A§7, lang he or en).
    const tradeInOptions = await context.stockApi
      .getTradeInFormOptions([], context.locale === 'he' ? 'he' : 'en')
      .then(readTradeInOptions)
      .catch((error: unknown) => {
        context.warn({ ...where, err: error instanceof Error ? error.message : String(error) }, 'trade-in: form options unavailable');
        return null;
      });
    return { form, tradeInOptions };
  } catch (error) {
    if (statusOf(error) === 404) {
      context.warn({ ...where, formId }, 'form block: no such form; block hidden');
      return { form: null };
    }
    throw error;
  }
};
