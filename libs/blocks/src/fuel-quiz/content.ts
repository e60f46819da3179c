/** One answer of a quiz step, from the step's `step_n_answers` JSON. */
export interface QuizAnswerOption {
  value: string;
  label: string;
  description: string;
}

/** A question step as the view shows it. */
export interface QuizStepContent {
  heading: string;
  subheading: string;
  answers: QuizAnswerOption[];
  multiple: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * A step's answers: JSON text `[{value, label, description}]`. An item without a value or a label, or
 * repeating a value, is skipped and reported; broken JSON gives no answers (the catalogue validator
 * already refuses it, so this only guards old content).
 */
export function parseAnswers(json: string, where: string): { answers: QuizAnswerOption[]; problems: string[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { answers: [], problems: [`${where}: not valid JSON`] };
  }
  if (!Array.isArray(parsed)) return { answers: [], problems: [`${where}: not a list`] };
  const answers: QuizAnswerOption[] = [];
  const problems: string[] = [];
  parsed.forEach((item, index) => {
    const value = isRecord(item) ? text(item['value']) : '';
    const label = isRecord(item) ? text(item['label']) : '';
    if (!value || !label) problems.push(`${where}[${index}]: needs a value and a label`);
    else if (answers.some((answer) => answer.value === value)) problems.push(`${where}[${index}]: repeats "${value}"`);
    else answers.push({ value, label, description: isRecord(item) ? text(item['description']) : '' });
  });
  return { answers, problems };
}

/**
 * An editor label, unless it is blank or still the template's English default: then the page
 * language's word (a Hebrew page does not show "Next" because nobody retyped it).
 */
export function labelOr(value: string, templateDefault: string, localized: string): string {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === templateDefault ? localized : trimmed;
}
