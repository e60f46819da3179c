import { validateBlockInstance, type BlockTemplate, type ValidationProblem } from '@lux/block-catalogue';
import { translateProblem, type EditorStrings } from './i18n/strings';
import type { BlockInstance } from './instance';

/** A problem the API reported (the error envelope's `source.pointer` and `detail`). */
export interface PointerProblem {
  /** RFC 6901 JSON pointer into the block instance, e.g. `/fields/title` or `/groups/2/image`. */
  pointer: string;
  message: string;
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** The validator's path (`groups[2].image.alt`) as a JSON pointer (`/groups/2/image/alt`). */
export function pathToPointer(path: string): string {
  if (path === '') return '';
  const tokens = path.replace(/\[(\d+)\]/g, '.$1').split('.').filter((token) => token !== '');
  return tokens.map((token) => `/${escapeToken(token)}`).join('');
}

/** Pointer of a block field, or of a group item's field. */
export function fieldPointer(symbol: string, group?: number): string {
  return group === undefined ? `/fields/${escapeToken(symbol)}` : `/groups/${group}/${escapeToken(symbol)}`;
}

/** Messages grouped by pointer, in the order reported, without repeats. */
export function problemsByPointer(problems: readonly PointerProblem[]): ReadonlyMap<string, readonly string[]> {
  const byPointer = new Map<string, string[]>();
  for (const { pointer, message } of problems) {
    const list = byPointer.get(pointer) ?? [];
    if (!list.includes(message)) list.push(message);
    byPointer.set(pointer, list);
  }
  return byPointer;
}

/** The catalogue validator's problems for an instance, as pointers with messages in the editor's language. */
export function validationProblems(
  template: BlockTemplate,
  instance: BlockInstance,
  strings: EditorStrings,
): PointerProblem[] {
  const result = validateBlockInstance(template, { fields: instance.fields, groups: instance.groups });
  if (result.ok) return [];
  return result.problems.map((problem: ValidationProblem) => ({
    pointer: pathToPointer(problem.path),
    message: translateProblem(problem.message, strings),
  }));
}

/** Looks up the messages at a pointer, and (for fields made of parts) everything below it. */
export interface ProblemLookup {
  at(pointer: string): readonly string[];
  /** Messages at the pointer or below it, except those at the listed pointers (shown by sub-controls). */
  within(pointer: string, shownElsewhere?: readonly string[]): readonly string[];
}

export function problemLookup(byPointer: ReadonlyMap<string, readonly string[]>): ProblemLookup {
  return {
    at: (pointer) => byPointer.get(pointer) ?? [],
    within: (pointer, shownElsewhere = []) => {
      const messages: string[] = [];
      for (const [key, list] of byPointer) {
        const inside = key === pointer || key.startsWith(`${pointer}/`);
        if (inside && !shownElsewhere.includes(key)) messages.push(...list);
      }
      return messages;
    },
  };
}
