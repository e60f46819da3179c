// Content answers for the news-group blocks' tests and stories (no network).
import type { ContentEnvironment } from './environment';

/** Answers paths from a table (a function may throw to fail the call); records every path asked for. */
export function tableEnvironment(answers: Record<string, unknown | (() => unknown)>): ContentEnvironment & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async getJson(path) {
      calls.push(path);
      if (!(path in answers)) throw new Error(`no answer for ${path}`);
      const answer = answers[path];
      return typeof answer === 'function' ? (answer as () => unknown)() : answer;
    },
  };
}

/** A news answer as the API gives it. */
export function newsAnswer(count: number, { page = 1, pages = 1, from = 1 }: { page?: number; pages?: number; from?: number } = {}) {
  return {
    data: Array.from({ length: count }, (_, position) => {
      const n = from + position;
      return {
        page_id: n,
        path: `/news/story-${n}`,
        locale: 'he',
        title: `כתבה ${n}`,
        teaser: `תקציר ${n}`,
        image_id: 1,
        published_at: `2026-10-${String(28 - n).padStart(2, '0')}T10:00:00.000Z`,
        category: 'launch',
        market: null,
      };
    }),
    meta: { page, per_page: 9, total: pages * 9, pages },
  };
}
