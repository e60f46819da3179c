import { readJsonRecord, type ConfigProblem } from './config';

export const DATE_STYLES = ['full', 'long', 'medium', 'short'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

export interface OutputRow {
  label: string;
  /** Hidden rows are left out of the results. */
  hidden: boolean;
}
export interface OutputRowWithUnit extends OutputRow {
  unit: string;
}

/** The group's `output_configuration`: which figures the quote shows and under which labels. */
export interface FinanceOutputConfiguration {
  monthly_payment: OutputRow;
  on_the_road_price: OutputRow;
  total_deposit: OutputRow & { cash_deposit: OutputRow };
  total_amount_of_credit: OutputRow;
  monthly_payments: OutputRow;
  duration_of_agreement: OutputRowWithUnit;
  interest_rate: OutputRowWithUnit;
  created_at: OutputRow & { date_style: DateStyle };
}

const row = (label: string): OutputRow => ({ label, hidden: false });

export const DEFAULT_OUTPUT_CONFIGURATION: FinanceOutputConfiguration = {
  monthly_payment: row('Monthly payment'),
  on_the_road_price: row('On the road price'),
  total_deposit: { ...row('Total deposit'), cash_deposit: row('Cash deposit') },
  total_amount_of_credit: row('Total amount of credit'),
  monthly_payments: row('Monthly payments'),
  duration_of_agreement: { ...row('Duration of agreement'), unit: 'months' },
  interest_rate: { ...row('Interest rate'), unit: '%' },
  created_at: { ...row('Quote date'), date_style: 'medium' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readRow<T extends OutputRow>(raw: unknown, fallback: T, path: string, problems: ConfigProblem[]): T {
  if (raw === undefined) return fallback;
  if (!isRecord(raw)) {
    problems.push({ path, message: 'must be an object {label}' });
    return fallback;
  }
  const next = { ...fallback } as unknown as Record<string, unknown>;
  if (typeof raw['label'] === 'string') next['label'] = raw['label'];
  if (typeof raw['hidden'] === 'boolean') next['hidden'] = raw['hidden'];
  if ('unit' in fallback && typeof raw['unit'] === 'string') next['unit'] = raw['unit'];
  if ('date_style' in fallback && raw['date_style'] !== undefined) {
    if (DATE_STYLES.includes(raw['date_style'] as DateStyle)) next['date_style'] = raw['date_style'];
    else problems.push({ path: `${path}.date_style`, message: `must be one of ${DATE_STYLES.join(', ')}` });
  }
  return next as unknown as T;
}

/**
 * Parses `output_configuration` (JSON text or object). Never throws: bad or missing JSON gives the
 * defaults; each row keeps its default label unless the editor gave a string; `problems` say why.
 */
export function parseOutputConfiguration(raw: unknown): {
  config: FinanceOutputConfiguration;
  problems: ConfigProblem[];
} {
  const problems: ConfigProblem[] = [];
  const record = readJsonRecord(raw, 'output_configuration', problems) ?? {};
  const d = DEFAULT_OUTPUT_CONFIGURATION;
  const deposit = readRow(
    record['total_deposit'],
    { ...row(d.total_deposit.label), hidden: false },
    'total_deposit',
    problems,
  );
  const depositRaw = isRecord(record['total_deposit']) ? record['total_deposit']['cash_deposit'] : undefined;
  const config: FinanceOutputConfiguration = {
    monthly_payment: readRow(record['monthly_payment'], d.monthly_payment, 'monthly_payment', problems),
    on_the_road_price: readRow(
      record['on_the_road_price'],
      d.on_the_road_price,
      'on_the_road_price',
      problems,
    ),
    total_deposit: {
      ...deposit,
      cash_deposit: readRow(depositRaw, d.total_deposit.cash_deposit, 'total_deposit.cash_deposit', problems),
    },
    total_amount_of_credit: readRow(
      record['total_amount_of_credit'],
      d.total_amount_of_credit,
      'total_amount_of_credit',
      problems,
    ),
    monthly_payments: readRow(record['monthly_payments'], d.monthly_payments, 'monthly_payments', problems),
    duration_of_agreement: readRow(
      record['duration_of_agreement'],
      d.duration_of_agreement,
      'duration_of_agreement',
      problems,
    ),
    interest_rate: readRow(record['interest_rate'], d.interest_rate, 'interest_rate', problems),
    created_at: readRow(record['created_at'], d.created_at, 'created_at', problems),
  };
  return { config, problems };
}
