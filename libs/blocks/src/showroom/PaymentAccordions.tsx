import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Heading } from '@lux/ui';
import type { PaymentSection } from '@lux/stock-locator';
import { Item, Items, Panel, Trigger } from '../accordion/Accordion.styles';
import { formatCount } from './format';
import { Note, PriceBlock, Section, VisuallyHidden } from './Showroom.styles';
import type { ShowroomStrings } from './strings';

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export interface PaymentAccordionsProps {
  /** Already filtered by the price validity rules (A§5) and the company config. */
  sections: readonly PaymentSection[];
  locale: string;
  t: ShowroomStrings;
  /** Company-config texts are used only in the locale they are written in. */
  useConfigText: boolean;
  /** Footnote and disclaimers shown under the sections. */
  notes: readonly string[];
}

/**
 * Cash, lease and subscription as a WAI-ARIA accordion (heading + button with aria-expanded + region);
 * the first is open. Up/Down/Home/End move between the triggers. Without any section the price is
 * "on request".
 */
export function PaymentAccordions({ sections, locale, t, useConfigText, notes }: PaymentAccordionsProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(sections[0] ? [sections[0].kind] : []));
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = sections.length;
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % count
        : event.key === 'ArrowUp'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  const toggle = (kind: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });

  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="m" id={headingId}>
        {t.payment}
      </Heading>
      {sections.length === 0 ? (
        <p>{t.priceOnRequest}</p>
      ) : (
        <Items>
          {sections.map((section, index) => {
            const expanded = open.has(section.kind);
            const triggerId = `${baseId}-${section.kind}-trigger`;
            const panelId = `${baseId}-${section.kind}-panel`;
            const title = (useConfigText && section.title) || t.sections[section.kind];
            const description = useConfigText ? section.description : '';
            const months = section.months ? formatCount(section.months, locale) : '';
            const mileage = section.mileagePerYear ? formatCount(section.mileagePerYear, locale) : '';
            const terms =
              months && mileage ? t.leaseTerms(months, mileage) : months ? t.leaseMonths(months) : '';
            return (
              <Item key={section.kind}>
                <Heading level={3} size="xs">
                  <Trigger
                    ref={(node) => {
                      triggers.current[index] = node;
                    }}
                    type="button"
                    id={triggerId}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(section.kind)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span>
                      {title} · {section.price.text}
                    </span>
                    <Chevron />
                  </Trigger>
                </Heading>
                <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded}>
                  <PriceBlock>
                    <span className="main">{section.price.text}</span>
                    {section.price.oldText && (
                      <span>
                        <VisuallyHidden>{t.was}: </VisuallyHidden>
                        <del>{section.price.oldText}</del>
                      </span>
                    )}
                    {section.price.doubleText && <span>{section.price.doubleText}</span>}
                  </PriceBlock>
                  {terms && <p>{terms}</p>}
                  {description && <p>{description}</p>}
                </Panel>
              </Item>
            );
          })}
        </Items>
      )}
      {notes.map((note) => (
        <Note key={note}>{note}</Note>
      ))}
    </Section>
  );
}
