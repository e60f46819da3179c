import { useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { Button, Container, Heading, Surface } from '@lux/ui';
import type { Locale } from '@lux/content';
import { CatalogueFailure } from '../model-catalogue/Failure';
import { Picker } from '../model-catalogue/Picker';
import { useCatalogueFormatters } from '../model-catalogue/price';
import { BlockImage } from '../shared/BlockImage';
import { stringsFor } from '../shared/strings';
import { compareRows } from './rows';
import { compareSearch, DIFF_PARAM, MAX_MODELS, MODELS_PARAM, requestedModels } from './selection';
import {
  Controls,
  Intro,
  Legend,
  ModelHead,
  Options,
  Page,
  Pickers,
  Scroller,
  Table,
  VisuallyHidden,
} from './ComparePage.styles';
import { compareStrings } from './strings';
import type { CompareResult } from './types';

const noSubscription = () => () => undefined;

/**
 * The compare page (A§2 /compare): two or three models side by side. The choice lives in the URL
 * (?models=a,b[,c], &diff=1 for differences only), so a comparison can be shared and is rendered on
 * the server; changing a picker navigates to the new address and the route's loader reads the
 * catalogue again. Without JavaScript the same form submits as a GET. The table has a caption,
 * column headers per model and row headers per spec; rows whose values differ are marked (bar,
 * weight and words, not colour alone).
 */
export function ComparePage({ locale, result }: { locale: Locale; result: CompareResult }) {
  const t = stringsFor(compareStrings, locale);
  const prices = useCatalogueFormatters(locale);
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  // The submit button serves the form without JavaScript; once hydrated, pickers apply at once.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  if (!result.ok) {
    return (
      <Surface spacing="none">
        <Container>
          <Page>
            <Heading size="l" level={1}>
              {t.title}
            </Heading>
          </Page>
        </Container>
        <CatalogueFailure locale={locale} />
      </Surface>
    );
  }

  const { data } = result;
  // While the next comparison loads, the controls already show it (the table follows with the data).
  const pending =
    navigation.location && navigation.location.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : null;
  const keys = pending ? requestedModels(pending) : data.models.map((model) => model.key);
  const onlyDifferences = pending ? pending.get(DIFF_PARAM) === '1' : data.onlyDifferences;
  const go = (models: readonly string[], onlyDifferences: boolean) =>
    navigate(
      { pathname: location.pathname, search: compareSearch([...new Set(models)], onlyDifferences) },
      { preventScrollReset: true },
    );
  const pick = (slot: number, key: string) => {
    const next = [...keys];
    if (key === '') next.splice(slot, 1);
    else next[slot] = key;
    go(next, onlyDifferences);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(keys, onlyDifferences);
  };
  const rows = compareRows(data, locale, prices, t);
  const names = data.models.map((model) => model.name);

  return (
    <Surface spacing="none">
      <Container>
        <Page>
          <Intro>
            <Heading size="l" level={1}>
              {t.title}
            </Heading>
            <p>{t.intro}</p>
          </Intro>
          <Controls method="get" action={location.pathname} onSubmit={onSubmit}>
            <Pickers>
              <legend>{t.choose}</legend>
              {Array.from({ length: MAX_MODELS }, (_, slot) => (
                <Picker
                  key={slot}
                  name={MODELS_PARAM}
                  label={t.model(slot + 1)}
                  value={keys[slot] ?? ''}
                  none={slot >= 2 ? t.noThird : undefined}
                  options={data.options.map((option) => ({
                    value: option.key,
                    label: option.name,
                    group: option.group,
                    disabled: keys.includes(option.key) && keys[slot] !== option.key,
                  }))}
                  onChange={(key) => pick(slot, key)}
                />
              ))}
            </Pickers>
            <Options>
              <label>
                <input
                  type="checkbox"
                  name={DIFF_PARAM}
                  value="1"
                  checked={onlyDifferences}
                  onChange={(event) => go(keys, event.target.checked)}
                />
                {t.onlyDifferences}
              </label>
              <Legend>{t.legend}</Legend>
              {!hydrated && (
                <Button type="submit" variant="secondary">
                  {t.submit}
                </Button>
              )}
            </Options>
          </Controls>
          <Scroller role="region" aria-label={t.table} tabIndex={0} aria-busy={busy}>
            <Table data-columns={data.models.length}>
              <caption>{t.caption(names)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.spec}</th>
                  {data.models.map((model) => (
                    <th scope="col" key={model.key}>
                      <ModelHead>
                        <BlockImage
                          image={model.imageId}
                          index={1}
                          sizes="(min-width: 1024px) 22vw, 40vw"
                          fallbackAlt=""
                        />
                        <strong>{model.name}</strong>
                        <span>{model.nameplate}</span>
                      </ModelHead>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} data-differs={row.differs}>
                    <th scope="row">
                      {row.label}
                      {row.differs && <VisuallyHidden> {t.differs}</VisuallyHidden>}
                    </th>
                    {row.values.map((value, column) => (
                      <td key={data.models[column]?.key ?? column}>
                        {value || (
                          <>
                            <span aria-hidden="true">—</span>
                            <VisuallyHidden>{t.notApplicable}</VisuallyHidden>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroller>
          {rows.length === 0 && <p role="status">{t.noDifferences}</p>}
        </Page>
      </Container>
    </Surface>
  );
}
