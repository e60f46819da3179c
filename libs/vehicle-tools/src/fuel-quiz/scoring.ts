/**
 * The fuel-type quiz's scoring (ADR 028: the spec does not say how answers map to a result). A table of
 * weights gives every answer points for each powertrain; a visitor's points are summed over every chosen
 * answer (step 3 allows several); the highest total wins, ties go to the first powertrain of `tie_break`,
 * and the runner-up is offered as "You could also consider". The table is the setting
 * `quiz.fuel_type.scoring`, so a product manager can tune it without a release (see README).
 */

export const POWERTRAINS = ['petrol', 'diesel', 'phev', 'bev'] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/** The setting that holds the table (JSON); absent or invalid → `DEFAULT_FUEL_SCORING`. */
export const FUEL_SCORING_SETTING = 'quiz.fuel_type.scoring';

/** Number of question steps (B§9: 5 questions). */
export const FUEL_QUIZ_STEP_COUNT = 5;

/** Question steps that take several answers (B§3.4: step 3, "Select all that apply"). */
export const FUEL_QUIZ_MULTI_SELECT_STEPS: readonly number[] = [3];

export type PowertrainPoints = Readonly<Partial<Record<Powertrain, number>>>;

export interface FuelScoringTable {
  /** Order that settles equal totals: the earlier powertrain wins. A permutation of POWERTRAINS. */
  tie_break: readonly Powertrain[];
  /** Points by step ("1"…"5") and answer value. An answer missing here scores nothing. */
  weights: Readonly<Record<string, Readonly<Record<string, PowertrainPoints>>>>;
}

/** A visitor's answers by step number; single-answer steps hold one value. */
export type QuizAnswers = Readonly<Record<number, readonly string[]>>;

export interface FuelQuizOutcome {
  /** Points per powertrain. */
  totals: Readonly<Record<Powertrain, number>>;
  /** Every powertrain, best first (ties in `tie_break` order). */
  ranking: readonly Powertrain[];
  result: Powertrain;
  /** The second of the ranking, or null when it scored no points at all. */
  runnerUp: Powertrain | null;
  /** Answers the table has no row for (`"<step>:<value>"`): they scored nothing. */
  unscored: readonly string[];
}

/**
 * The built-in table, tuned to the template's answer values (README explains each row): distance and
 * long journeys, towing and motorway favour diesel; short urban runs, where a charge point is within
 * reach, favour electric and plug-in hybrid; spirited driving for pleasure favours petrol.
 */
export const DEFAULT_FUEL_SCORING: FuelScoringTable = {
  tie_break: ['phev', 'bev', 'petrol', 'diesel'],
  weights: {
    '1': {
      'under-11000': { petrol: 2, diesel: 0, phev: 2, bev: 3 },
      '11000-24000': { petrol: 2, diesel: 2, phev: 2, bev: 2 },
      'over-24000': { petrol: 1, diesel: 3, phev: 1, bev: 1 },
    },
    '2': {
      'under-16': { petrol: 2, diesel: 0, phev: 3, bev: 3 },
      '16-48': { petrol: 2, diesel: 1, phev: 3, bev: 2 },
      '48-160': { petrol: 2, diesel: 2, phev: 1, bev: 2 },
      'over-160': { petrol: 1, diesel: 3, phev: 0, bev: 1 },
    },
    '3': {
      'short-runs': { petrol: 1, diesel: 0, phev: 2, bev: 2 },
      'business-touring': { petrol: 1, diesel: 2, phev: 1, bev: 1 },
      towing: { petrol: 1, diesel: 3, phev: 1, bev: 0 },
      pleasure: { petrol: 2, diesel: 0, phev: 1, bev: 1 },
    },
    '4': {
      urban: { petrol: 1, diesel: 0, phev: 2, bev: 3 },
      rural: { petrol: 1, diesel: 2, phev: 1, bev: 0 },
      motorway: { petrol: 1, diesel: 3, phev: 0, bev: 1 },
      mixed: { petrol: 2, diesel: 1, phev: 2, bev: 1 },
    },
    '5': {
      efficient: { petrol: 0, diesel: 2, phev: 2, bev: 1 },
      leisurely: { petrol: 1, diesel: 1, phev: 1, bev: 2 },
      spirited: { petrol: 3, diesel: 0, phev: 1, bev: 1 },
    },
  },
};

const zeroTotals = (): Record<Powertrain, number> => ({ petrol: 0, diesel: 0, phev: 0, bev: 0 });

/** Sums the table's points over every chosen answer and ranks the powertrains. */
export function scoreFuelQuiz(answers: QuizAnswers, table: FuelScoringTable = DEFAULT_FUEL_SCORING): FuelQuizOutcome {
  const totals = zeroTotals();
  const unscored: string[] = [];
  const steps = Object.keys(answers)
    .map(Number)
    .sort((a, b) => a - b);
  for (const step of steps) {
    for (const value of new Set(answers[step] ?? [])) {
      const points = table.weights[String(step)]?.[value];
      if (!points) {
        unscored.push(`${step}:${value}`);
        continue;
      }
      for (const kind of POWERTRAINS) totals[kind] += points[kind] ?? 0;
    }
  }
  const order = (kind: Powertrain) => table.tie_break.indexOf(kind);
  const ranking = [...POWERTRAINS].sort((a, b) => totals[b] - totals[a] || order(a) - order(b));
  const [result, second] = ranking as [Powertrain, Powertrain];
  return { totals, ranking, result, runnerUp: totals[second] > 0 ? second : null, unscored };
}

export interface ParsedFuelScoring {
  table: FuelScoringTable;
  /** True when the setting's table is used; false when the default replaced it. */
  fromSetting: boolean;
  /** Why the setting was not used (empty when it was, or when it was simply absent). */
  problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPowertrain = (value: unknown): value is Powertrain => POWERTRAINS.includes(value as Powertrain);

function checkTieBreak(value: unknown, problems: string[]): readonly Powertrain[] {
  if (value === undefined) return DEFAULT_FUEL_SCORING.tie_break;
  if (
    !Array.isArray(value) ||
    value.length !== POWERTRAINS.length ||
    !value.every(isPowertrain) ||
    new Set(value).size !== POWERTRAINS.length
  ) {
    problems.push(`tie_break must list each of ${POWERTRAINS.join(', ')} once`);
    return DEFAULT_FUEL_SCORING.tie_break;
  }
  return value;
}

function checkWeights(value: unknown, problems: string[]): FuelScoringTable['weights'] {
  if (!isRecord(value)) {
    problems.push('weights must be an object of steps');
    return {};
  }
  const weights: Record<string, Record<string, PowertrainPoints>> = {};
  for (const [step, answers] of Object.entries(value)) {
    const number = Number(step);
    if (!Number.isInteger(number) || number < 1 || number > FUEL_QUIZ_STEP_COUNT) {
      problems.push(`weights.${step}: steps are 1 to ${FUEL_QUIZ_STEP_COUNT}`);
      continue;
    }
    if (!isRecord(answers)) {
      problems.push(`weights.${step} must be an object of answers`);
      continue;
    }
    weights[step] = {};
    for (const [answer, points] of Object.entries(answers)) {
      if (!isRecord(points)) {
        problems.push(`weights.${step}.${answer} must be an object of points`);
        continue;
      }
      const row: Partial<Record<Powertrain, number>> = {};
      for (const [kind, amount] of Object.entries(points)) {
        if (!isPowertrain(kind)) problems.push(`weights.${step}.${answer}.${kind}: unknown powertrain`);
        else if (typeof amount !== 'number' || !Number.isFinite(amount)) problems.push(`weights.${step}.${answer}.${kind} must be a number`);
        else row[kind] = amount;
      }
      weights[step][answer] = row;
    }
  }
  if (Object.keys(weights).length === 0 && problems.length === 0) problems.push('weights is empty');
  return weights;
}

/**
 * Reads the `quiz.fuel_type.scoring` setting (a JSON string, or already parsed). Absent or blank → the
 * default, silently; anything wrong → the default and the reasons, never a throw: a half-valid table
 * would score answers in ways nobody chose, so one problem discards the whole setting.
 */
export function parseFuelScoring(raw: unknown): ParsedFuelScoring {
  const fallback = (problems: string[]): ParsedFuelScoring => ({ table: DEFAULT_FUEL_SCORING, fromSetting: false, problems });
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return fallback([]);
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return fallback([`${FUEL_SCORING_SETTING} is not valid JSON`]);
    }
  }
  if (!isRecord(value)) return fallback([`${FUEL_SCORING_SETTING} must be an object {tie_break, weights}`]);
  const problems: string[] = [];
  const tie_break = checkTieBreak(value['tie_break'], problems);
  const weights = checkWeights(value['weights'], problems);
  return problems.length > 0 ? fallback(problems) : { table: { tie_break, weights }, fromSetting: true, problems: [] };
}
