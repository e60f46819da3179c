import { settingsFromEnvelope } from '@lux/content';
import { FUEL_SCORING_SETTING, parseFuelScoring } from '@lux/vehicle-tools';
import type { BlockDataLoader } from '../data/types';
import type { FuelQuizData } from './types';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The settings namespace that holds the quiz settings (`quiz.fuel_type.scoring`). */
export const QUIZ_SETTINGS_PATH = '/settings?namespace=quiz';

/**
 * The fuel-type quiz's scoring table, read with the page so the server and the browser score alike:
 * GET /settings?namespace=quiz on the content service. The setting travels as text and the block parses
 * it; an invalid one is logged here (the block then uses the built-in table), and an unreachable content
 * service leaves `scoring` null — the built-in table again, never a failed block.
 */
export const fuelQuizLoader: BlockDataLoader = async (block, context): Promise<FuelQuizData> => {
  try {
    const response = await context.contentHttp.get(QUIZ_SETTINGS_PATH, { headers: { 'x-request-id': context.requestId } });
    const scoring = settingsFromEnvelope(response.data)[FUEL_SCORING_SETTING] ?? null;
    const { problems } = parseFuelScoring(scoring);
    if (problems.length > 0) {
      context.warn(
        { blockId: block.id, setting: FUEL_SCORING_SETTING, problems: problems.slice(0, 20), requestId: context.requestId },
        'fuel quiz: scoring setting is invalid, using the built-in table',
      );
    }
    return { scoring };
  } catch (error) {
    context.warn({ blockId: block.id, err: message(error), requestId: context.requestId }, 'fuel quiz: settings unavailable, using the built-in table');
    return { scoring: null };
  }
};
