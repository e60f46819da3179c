import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import { useContentEnvironment } from '../news/environment';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { useComponentFetch } from '../shared/useComponentFetch';
import { Message, Meta, Scroller, Section, Table } from './RacingResults.styles';
import { parseRaceResults, raceDate, resultsPath, type RaceResults as Results } from './results';
import { racingResultsStrings } from './strings';
import type { Fields } from './types';

const isResults = (value: unknown): value is Results =>
  typeof value === 'object' && value !== null && Array.isArray((value as Results).rows);

/** Numbers and times read left to right inside Hebrew and Arabic. */
function Ltr({ children }: { children: string | number }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * Racing results (B§3.2): one race's classification from one of five results files — an accessible
 * table (caption, column and row headers) that scrolls sideways on phones. Server-rendered from the
 * data loader; without it (or when it failed) the file is read in the browser, with a retry (A§8).
 */
function RacingResults({ fields: f, locale, data }: BlockProps<Fields>) {
  const t = stringsFor(racingResultsStrings, locale);
  const environment = useContentEnvironment();
  const path = resultsPath(f.url);
  const initial = isResults(data) ? data : null;
  const state = useComponentFetch<Results>(
    path ? async () => parseRaceResults(await environment.getJson(path)) : null,
    [path],
    { initial },
  );
  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const innerLevel = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;
  const results = state.data;

  const body = (() => {
    if (results === null && (state.status === 'pending')) return <p role="status">{t.loading}</p>;
    if (results === null) {
      return (
        <Message role="alert">
          <Heading size="xs" level={innerLevel}>
            {t.errorHeading}
          </Heading>
          <p>{t.errorText}</p>
          {path && (
            <Button variant="secondary" size="small" onClick={state.retry}>
              {t.retry}
            </Button>
          )}
        </Message>
      );
    }
    const where = [results.circuit, results.city, results.country].filter(Boolean).join(', ');
    return (
      <>
        {(where || results.date) && (
          <Meta>
            {where}
            {where && results.date ? ' · ' : ''}
            {results.date && <time dateTime={results.date}>{raceDate(results.date, locale)}</time>}
          </Meta>
        )}
        {results.rows.length === 0 ? (
          <p role="status">{t.empty}</p>
        ) : (
          <Scroller tabIndex={0} role="group" aria-label={t.caption(results.event || heading)}>
            <Table>
              <caption>{t.caption(results.event || heading)}</caption>
              <thead>
                <tr>
                  <th scope="col" data-numeric="">{t.position}</th>
                  <th scope="col">{t.driver}</th>
                  <th scope="col">{t.team}</th>
                  <th scope="col" data-numeric="">{t.number}</th>
                  <th scope="col" data-numeric="">{t.laps}</th>
                  <th scope="col" data-numeric="">{t.time}</th>
                  <th scope="col" data-numeric="">{t.points}</th>
                </tr>
              </thead>
              <tbody>
                {results.rows.map((row) => (
                  <tr key={`${row.number ?? ''}-${row.driver}`}>
                    <td data-numeric="">{row.position === null ? t.retired : <Ltr>{row.position}</Ltr>}</td>
                    <th scope="row">{row.driver}</th>
                    <td>{row.team}</td>
                    <td data-numeric="">{row.number === null ? '' : <Ltr>{row.number}</Ltr>}</td>
                    <td data-numeric="">{row.laps === null ? '' : <Ltr>{row.laps}</Ltr>}</td>
                    <td data-numeric="">{row.time === 'DNF' ? t.retired : <Ltr>{row.time}</Ltr>}</td>
                    <td data-numeric="">
                      <Ltr>{row.points}</Ltr>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroller>
        )}
      </>
    );
  })();

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {body}
        </Section>
      </Container>
    </Surface>
  );
}

export const racingResultsComponent = RacingResults satisfies BlockComponent<Fields>;
