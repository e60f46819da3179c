import { sql, type SQL } from 'drizzle-orm';
import { templates } from '@lux/block-catalogue';
import { foldSearchText, searchSqlTranslation, searchTokens } from '@lux/shell';
import type { Database } from '../../db/client.js';

export type SearchLocale = 'he' | 'en' | 'ar' | 'ru';

/** One ranked match, with the raw text the route builds an excerpt from. */
export interface SearchRow {
  type: 'model' | 'page';
  id: string;
  title: string;
  path: string;
  /** Pages: the meta description; models: body style and description. */
  summary: string;
  /** Pages: the text fields of their blocks (editor HTML included), in page order. */
  texts: string[];
  score: number;
}

/**
 * The block fields that hold visitor-facing text: the translatable String, Text and HTML Markdown
 * fields of every template, as `template:symbol`. Keys, URLs, selects and JSON never match a search.
 */
function textFieldKeys(part: 'fields' | 'field_groups_template'): string {
  const keys = templates.flatMap((template) =>
    template[part]
      .filter((field) => field.contentful === true && (field.field_type === 'String' || field.field_type === 'Text' || field.field_type === 'Markdown'))
      .map((field) => `${template.key}:${field.symbol}`),
  );
  return [...new Set(keys)].join('\n');
}
const BLOCK_FIELD_KEYS = textFieldKeys('fields');
const GROUP_FIELD_KEYS = textFieldKeys('field_groups_template');

/**
 * Folded text in SQL, the same rules as `foldSearchText` (@lux/shell): lower case, then one
 * `translate` that maps final letters and punctuation and deletes points, marks and quotes, then
 * runs of spaces collapsed. `translate`, `lower` and a literal-space regex behave alike on PGlite
 * and PostgreSQL whatever the database locale.
 */
const fold = (value: SQL) =>
  sql`btrim(regexp_replace(translate(lower(coalesce(${value}, '')), ${searchSqlTranslation.from}::text, ${searchSqlTranslation.to}::text), ' +', ' ', 'g'))`;

/** Editor HTML as plain text, enough for matching (the route makes excerpts with the full decoder). */
const htmlText = (value: SQL) =>
  sql`replace(replace(replace(replace(replace(replace(replace(regexp_replace(${value}, '<[^>]*>', ' ', 'g'), '&nbsp;', ' '), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')`;

/** Every token occurs in `haystack` (substring match: Hebrew prefixes attach to words). */
const containsAll = (haystack: SQL, tokens: readonly string[]) =>
  sql.join(
    tokens.map((token) => sql`strpos(${haystack}, ${fold(sql`${token}::text`)}) > 0`),
    sql` and `,
  );

/**
 * Ranking, best first: the whole query is the title, starts it, starts a word of it, is inside it;
 * every word is in the title; then in the other names (other language, key, code, family, versions
 * for models; meta title for pages); then in the summary; then anywhere.
 */
function score(title: SQL, other: SQL, summary: SQL, phrase: string, tokens: readonly string[]) {
  const q = fold(sql`${phrase}::text`);
  return sql`case
    when ${title} = ${q} then 100
    when left(${title}, length(${q})) = ${q} then 90
    when strpos(' ' || ${title}, ' ' || ${q}) > 0 then 80
    when strpos(${title}, ${q}) > 0 then 75
    when ${containsAll(title, tokens)} then 70
    when ${containsAll(other, tokens)} then 50
    when ${containsAll(summary, tokens)} then 40
    else 20 end`;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

export function createSearchRepository(db: Database) {
  return {
    /**
     * Published, indexable pages (not disabled, SEO on, not folders, not redirects) and the catalogue's
     * models whose page (their own or their family's) is one of those, matching every word of the
     * query in the locale; the best `limit`, with the number of matches in all.
     */
    async search(query: string, locale: SearchLocale, limit: number): Promise<{ rows: SearchRow[]; total: number }> {
      const tokens = searchTokens(query);
      const phrase = foldSearchText(query);
      if (tokens.length === 0) return { rows: [], total: 0 };
      // Column names come from this closed choice, never from the request.
      const loc = sql.raw(locale === 'he' ? 'he' : 'en');

      const result = await db.execute(sql`
        with searchable as (
          select p.id, p.path, p.title, p.meta_title, p.meta_description,
            coalesce((
              select array_agg(t.value order by b.sequence, b.id, t.item, t.ord)
              from blocks b
              cross join lateral (
                select 0::bigint as item, f.ord, f.value #>> '{}' as value
                from jsonb_each(case when jsonb_typeof(b.fields) = 'object' then b.fields else '{}'::jsonb end) with ordinality f(key, value, ord)
                where jsonb_typeof(f.value) = 'string'
                  and (b.template || ':' || f.key) = any(string_to_array(${BLOCK_FIELD_KEYS}::text, E'\\n'))
                union all
                select g.item, gf.ord, gf.value #>> '{}'
                from jsonb_array_elements(case when jsonb_typeof(b.groups) = 'array' then b.groups else '[]'::jsonb end) with ordinality g(body, item)
                cross join lateral jsonb_each(case when jsonb_typeof(g.body) = 'object' then g.body else '{}'::jsonb end) with ordinality gf(key, value, ord)
                where jsonb_typeof(gf.value) = 'string'
                  and (b.template || ':' || gf.key) = any(string_to_array(${GROUP_FIELD_KEYS}::text, E'\\n'))
              ) t
              where b.page_id = p.id and cardinality(b.active_positions) > 0
            ), '{}'::text[]) as texts
          from pages p
          where p.locale = ${locale} and p.disabled = false and p.disable_seo_tracking = false
            and p.page_type = 'page' and p.type = 'page'
        ),
        page_docs as (
          select s.*,
            ${fold(sql`s.title`)} as title_f,
            ${fold(sql`s.meta_title`)} as other_f,
            ${fold(sql`s.meta_description`)} as summary_f,
            ${fold(htmlText(sql`array_to_string(s.texts, ' ')`))} as body_f
          from searchable s
        ),
        model_docs as (
          select n.key, n.sequence, fam.sequence as family_sequence,
            n.name_${loc} as title,
            concat_ws(' · ', nullif(n.body_style_${loc}, ''), nullif(n.description_${loc}, '')) as summary,
            coalesce(n.page_path, (
              select sibling.page_path from nameplates sibling
              where sibling.family_id = n.family_id and sibling.page_path is not null
              order by sibling.sequence, sibling.id limit 1
            )) as path,
            ${fold(sql`n.name_${loc}`)} as title_f,
            ${fold(sql`concat_ws(' ', n.name_he, n.name_en, n.key, n.code, fam.name_he, fam.name_en,
              (select string_agg(v.name_he || ' ' || v.name_en || ' ' || v.engine_key, ' ') from vehicles v where v.nameplate_id = n.id))`)} as other_f,
            ${fold(sql`concat_ws(' ', n.body_style_${loc}, n.description_${loc})`)} as summary_f
          from nameplates n
          join model_families fam on fam.id = n.family_id
        ),
        matches as (
          select 'model' as type, m.key as id, m.title, m.path, m.summary, '{}'::text[] as texts,
            ${score(sql`m.title_f`, sql`m.other_f`, sql`m.summary_f`, phrase, tokens)} as score,
            0 as type_order, m.family_sequence as group_order, m.sequence as item_order
          from model_docs m
          -- Only models whose page a visitor can open.
          join searchable s on s.path = m.path
          where ${containsAll(sql`(m.title_f || ' ' || m.other_f || ' ' || m.summary_f)`, tokens)}
          union all
          select 'page', p.id::text, coalesce(nullif(btrim(p.title), ''), nullif(btrim(p.meta_title), ''), p.path), p.path,
            coalesce(p.meta_description, ''), p.texts,
            ${score(sql`p.title_f`, sql`p.other_f`, sql`p.summary_f`, phrase, tokens)},
            1, length(p.path), 0
          from page_docs p
          where ${containsAll(sql`(p.title_f || ' ' || p.other_f || ' ' || p.summary_f || ' ' || p.body_f)`, tokens)}
        )
        select type, id, title, path, summary, texts, score, count(*) over () as total
        from matches
        order by score desc, type_order, group_order, item_order, path, id
        limit ${limit}
      `);

      const rows = rowsOf<SearchRow & { total: number | string }>(result);
      return {
        rows: rows.map(({ total: _total, ...row }) => ({ ...row, score: Number(row.score), texts: row.texts ?? [] })),
        total: Number(rows[0]?.total ?? 0),
      };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
