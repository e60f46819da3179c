import { useRef, useState, type Key } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, Heading, Tabs, TextField, useToast } from '@lux/ui';
import { toAdminApiError } from '../../api/errors';
import { orderConfigTypes, type CompanyConfigRecord, type OrderConfigType } from '../../api/orderTypes';
import { ordersApi } from '../../api/ordersApi';
import { useAdmin } from '../../layout/AdminContext';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { baseTypeOf, dataOf, draftOf, fieldFor, fieldsOf, parseConfigJson, type ConfigData, type ConfigDraft } from './configDraft';
import { fieldLabel } from './fieldLabels';
import { OrderOnlineFields } from './OrderOnlineFields';
import { PageTextFields } from './PageTextFields';
import { StepsPageFields } from './StepsPageFields';

const TypeNav = styled.nav`
  margin-block: 1rem 1.5rem;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const Sections = styled(Form)`
  display: grid;
  gap: 1.5rem;
`;

const Summary = styled.div`
  padding: 1rem;
  border: 2px solid var(--lux-color-danger, #b00020);

  &:focus {
    outline: var(--lux-focus-width, 2px) solid var(--lux-color-focus, currentColor);
    outline-offset: var(--lux-focus-offset, 2px);
  }

  ul {
    margin: 0.5rem 0 0;
    padding-inline-start: 1.25rem;
  }
`;

const Json = styled.div`
  textarea {
    font-family: var(--lux-font-mono, ui-monospace, monospace);
    direction: ltr;
    text-align: start;
  }
`;

const Bar = styled.div`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  gap: 0.5rem;
  padding-block: 0.75rem;
  background: var(--lux-color-bg, #fff);
  border-block-start: 1px solid var(--lux-color-border, #d9d9d9);
`;

export interface OrderConfigScreenProps {
  /** The config type the URL names. */
  configType: OrderConfigType;
  /** The stored row, or null when the company has none of this type yet (a save creates it). */
  config: CompanyConfigRecord | null;
}

type Mode = 'form' | 'json';
const pretty = (data: ConfigData) => JSON.stringify(data, null, 2);

/**
 * `/admin/order-config/:configType` (ADR 026 §3): one order-online config type at a time, in a form for the
 * fields that matter and as JSON for everything. Checked here before one PUT (the API checks again and
 * names each refused field); a save over someone else's newer one is refused, not lost.
 */
export function OrderConfigScreen({ configType, config }: OrderConfigScreenProps) {
  const { strings, client, href, canEdit } = useAdmin();
  const s = strings.orderConfig;
  const toast = useToast();
  const readOnly = !canEdit('order-config');
  const [version, setVersion] = useState(config?.version);
  /** What the form lays its fields over: the stored data, or the JSON last applied. */
  const [base, setBase] = useState<ConfigData>(config?.data ?? {});
  const [draft, setDraft] = useState<ConfigDraft>(() => draftOf(configType, config?.data ?? {}));
  const [mode, setMode] = useState<Mode>('form');
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const words = s;
  const typeName = (type: OrderConfigType) => {
    const name = s.types[baseTypeOf(type)] ?? type;
    return type.startsWith('config_') ? s.configurator(name) : name;
  };

  /** Each field's problem, named as the form names the field. */
  const labelled = (fieldErrors: Record<string, string>, of: ConfigDraft) =>
    Object.entries(fieldErrors).map(([name, message]) => `${fieldLabel(name, of, s)}: ${message}`);
  const showProblems = (list: string[]) => {
    setProblems(list);
    if (list.length > 0) requestAnimationFrame(() => summaryRef.current?.focus());
  };

  /** The JSON as data, or null after showing why it is not. */
  function parsedJson(): ConfigData | null {
    const parsed = parseConfigJson(json);
    if ('data' in parsed) return parsed.data;
    const message = parsed.problem === 'invalid' ? s.invalidJson(parsed.reason) : s.notObject;
    setJsonError(message);
    showProblems([message]);
    return null;
  }

  function switchTo(next: Key) {
    if (next === mode) return;
    if (next === 'json') {
      setJson(pretty(dataOf(draft, base, words).data));
      setJsonError(null);
      setMode('json');
      return;
    }
    const data = parsedJson();
    if (data === null) return;
    setBase(data);
    setDraft(draftOf(configType, data));
    setErrors({});
    setProblems([]);
    setMode('form');
  }

  async function save() {
    let data: ConfigData | null;
    if (mode === 'json') {
      data = parsedJson();
    } else {
      const result = dataOf(draft, base, words);
      setErrors(result.errors);
      data = Object.keys(result.errors).length > 0 ? null : result.data;
      if (data === null) showProblems(labelled(result.errors, draft));
    }
    if (data === null) return;
    setPending(true);
    try {
      const saved = await ordersApi(client).saveCompanyConfig(configType, data, version);
      setVersion(saved.version);
      setBase(saved.data);
      setDraft(draftOf(configType, saved.data));
      if (mode === 'json') setJson(pretty(saved.data));
      setErrors({});
      setJsonError(null);
      setProblems([]);
      toast.show({ title: s.saved, tone: 'success' }, { timeout: 5000 });
    } catch (error) {
      const refusal = toAdminApiError(error);
      const fields = mode === 'form' ? fieldsOf(draft) : [];
      const placed: Record<string, string> = {};
      const elsewhere: string[] = [...refusal.generalErrors];
      for (const [name, message] of Object.entries(refusal.fieldErrors)) {
        const field = fieldFor(name, fields);
        if (field) placed[field] = placed[field] ? `${placed[field]} ${message}` : message;
        // The API's detail names the field itself (`steps.1.title must …`, `"colour" is not a field …`).
        else elsewhere.push(message);
      }
      setErrors(placed);
      showProblems([...labelled(placed, draft), ...elsewhere]);
      toast.show({ title: strings.common.failed, description: elsewhere.join(' ') || refusal.message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }

  const headingId = 'order-config-heading';
  const typeHeadingId = 'order-config-type-heading';
  return (
    <article aria-labelledby={headingId}>
      <ScreenHeader id={headingId} title={strings.nav['order-config']} />
      <p>{s.intro}</p>
      <TypeNav aria-label={s.typesNav}>
        <ul>
          {orderConfigTypes.map((type) => (
            <li key={type}>
              <Link to={href(`/order-config/${type}`)} aria-current={type === configType ? 'page' : undefined}>
                {typeName(type)}
              </Link>
            </li>
          ))}
        </ul>
      </TypeNav>
      <section aria-labelledby={typeHeadingId}>
        <Heading level={2} size="m" id={typeHeadingId}>
          {typeName(configType)} <bdi dir="ltr">({configType})</bdi>
        </Heading>
        {config === null ? <p>{s.missing}</p> : null}
        <Sections
          validationBehavior="aria"
          validationErrors={errors}
          onSubmit={(event) => {
            event.preventDefault();
            if (!readOnly) void save();
          }}
        >
          {problems.length > 0 ? (
            <Summary ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="order-config-problems">
              <strong id="order-config-problems">{s.problems}</strong>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Summary>
          ) : null}
          <Tabs selectedKey={mode} onSelectionChange={switchTo}>
            <Tabs.List aria-label={s.modes}>
              <Tabs.Tab id="form">{s.formTab}</Tabs.Tab>
              <Tabs.Tab id="json">{s.jsonTab}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel id="form">
              {draft.kind === 'order_online' ? (
                <OrderOnlineFields draft={draft} onChange={setDraft} errors={errors} readOnly={readOnly} />
              ) : draft.kind === 'order_online_steps_page' ? (
                <StepsPageFields draft={draft} onChange={setDraft} errors={errors} readOnly={readOnly} />
              ) : (
                <PageTextFields draft={draft} onChange={setDraft} errors={errors} readOnly={readOnly} />
              )}
            </Tabs.Panel>
            <Tabs.Panel id="json">
              <Json>
                <TextField
                  name="json"
                  label={s.jsonLabel}
                  description={s.jsonHelp}
                  multiline
                  rows={24}
                  value={json}
                  onChange={(value) => {
                    setJson(value);
                    setJsonError(null);
                  }}
                  isReadOnly={readOnly}
                  isInvalid={jsonError !== null}
                  errorMessage={jsonError ?? undefined}
                  spellCheck="false"
                />
              </Json>
            </Tabs.Panel>
          </Tabs>
          {readOnly ? null : (
            <Bar>
              <Button type="submit" loading={pending}>
                {strings.common.save}
              </Button>
            </Bar>
          )}
        </Sections>
      </section>
    </article>
  );
}
