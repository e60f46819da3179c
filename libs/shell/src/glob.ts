/**
 * Glob-style address patterns for the popups (A§4, A§9): `*` matches any run of characters,
 * including `/`; `?` matches one character; `{a,b}` matches either alternative. Everything else is
 * literal. So `/*` matches every path, `/models/*` every page under /models, and
 * `https://*.example.com/*` every page of that domain.
 */

/** Why a pattern cannot be used; it is then warned about and treated as matching nothing (A§8). */
export type PatternProblem = 'empty' | 'whitespace' | 'unbalanced-braces' | 'nested-braces' | 'too-long';

const maxPatternLength = 500;

/** Checks a pattern; `undefined` means it is usable. */
export function patternProblem(pattern: string): PatternProblem | undefined {
  if (pattern === '') return 'empty';
  if (pattern.length > maxPatternLength) return 'too-long';
  if (/\s/.test(pattern)) return 'whitespace';
  let depth = 0;
  for (const char of pattern) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth < 0) return 'unbalanced-braces';
    if (depth > 1) return 'nested-braces';
  }
  return depth === 0 ? undefined : 'unbalanced-braces';
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The pattern as an anchored regular expression, or `undefined` when it is invalid. */
export function globToRegExp(pattern: string): RegExp | undefined {
  if (patternProblem(pattern) !== undefined) return undefined;
  let source = '';
  let inGroup = false;
  for (const char of pattern) {
    if (char === '*') {
      // Runs of stars collapse into one: `**` means the same as `*` and cannot backtrack badly.
      if (!source.endsWith('.*')) source += '.*';
    } else if (char === '?') source += '.';
    else if (char === '{') {
      source += '(?:';
      inGroup = true;
    } else if (char === '}') {
      source += ')';
      inGroup = false;
    } else if (char === ',' && inGroup) source += '|';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 'i');
}

/** True when the address matches at least one pattern; invalid patterns match nothing. */
export function matchesAnyPattern(patterns: readonly string[], address: string): boolean {
  return patterns.some((pattern) => globToRegExp(pattern)?.test(address) === true);
}

/** A path without query or hash, and without a trailing slash (except the root itself). */
export function normalisePathForMatching(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}
