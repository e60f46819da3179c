import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection } from '@lux/ui';
import { hideRule } from '../section-tabs/ranges';
import { CloseButton, Dialog, DialogBody, DialogHeader } from '../section-tabs/SectionTabs.styles';
import { IN_DIALOG, useBlocksInDialog } from '../section-tabs/useBlocksInDialog';
import { InlineHtml } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { BackButton, Option, Options, Picker, Section, Title, Toggle } from './InfoSystem.styles';
import { infoOptions, modalTitle } from './options';
import { infoSystemStrings } from './strings';
import type { Fields, Group } from './types';

/**
 * B§3.2 info system: a dropdown of up to 30 options; choosing one opens a dialog titled model_title (with
 * {selectedOption} filled in) showing the option's next blocks_count page blocks, which stay out of the page
 * otherwise. The dropdown is a disclosure of option buttons, so choosing is a deliberate activation (no
 * change of context on input, WCAG 3.2.2). Back returns to the options, Close to the page.
 */
function InfoSystem({ fields: f, groups, index, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(infoSystemStrings, locale);
  const dir = useDirection();
  const baseId = useId();
  const { options, owned } = infoOptions(groups, index);
  const [expanded, setExpanded] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const current = chosen === null ? undefined : options[chosen];
  useBlocksInDialog(current ? current.blocks : null, dialogRef, bodyRef);

  if (options.length === 0) return <style>{hideRule(owned, IN_DIALOG)}</style>;

  const optionButtons = () => Array.from(listRef.current?.querySelectorAll('button') ?? []);
  const openList = (focus: number) => {
    setExpanded(true);
    requestAnimationFrame(() => optionButtons()[focus]?.focus());
  };
  const closeDialog = (back: boolean) => {
    const from = chosen ?? 0;
    setChosen(null);
    if (back) openList(from);
    else requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = optionButtons();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (at + 1) % buttons.length;
    else if (event.key === 'ArrowUp') next = (at - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else if (event.key === 'Escape') {
      setExpanded(false);
      toggleRef.current?.focus();
    }
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const titleId = `${baseId}-title`;
  return (
    <Surface theme={f.box_color} spacing="none">
      <style>{hideRule(owned, IN_DIALOG)}</style>
      <Container>
        <Section>
          {f.heading.trim() && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Picker>
            <Toggle
              ref={toggleRef}
              type="button"
              aria-expanded={expanded}
              aria-controls={`${baseId}-options`}
              onClick={() => (expanded ? setExpanded(false) : openList(0))}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowDown') return;
                event.preventDefault();
                openList(0);
              }}
            >
              <span>{f.dropdown_label.trim() || t.options}</span>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </Toggle>
            {/* A list of buttons, navigable with arrows too; Tab leaves it. */}
            <Options ref={listRef} id={`${baseId}-options`} aria-label={t.options} hidden={!expanded} onKeyDown={onListKeyDown}>
              {options.map((option, position) => (
                <li key={`${position}-${option.label}`}>
                  <Option
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => {
                      setExpanded(false);
                      setChosen(position);
                    }}
                  >
                    {option.label}
                  </Option>
                </li>
              ))}
            </Options>
          </Picker>
        </Section>
      </Container>
      <Dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={() => chosen !== null && closeDialog(false)}
        onKeyDown={(event) => {
          // The browser closes a modal dialog on Escape itself; this also covers scripted key presses.
          if (event.key !== 'Escape') return;
          event.preventDefault();
          closeDialog(false);
        }}
      >
        <DialogHeader>
          <BackButton type="button" onClick={() => closeDialog(true)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-mirrored={dir === 'rtl'}>
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {f.back_label.trim() || t.back}
          </BackButton>
          <Title>
            <Heading size="s" level={2} id={titleId}>
              {current ? modalTitle(f.model_title, current.label) : ''}
            </Heading>
          </Title>
          <CloseButton type="button" aria-label={f.modal_label.trim() || t.close} onClick={() => closeDialog(false)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </CloseButton>
        </DialogHeader>
        <DialogBody ref={bodyRef} />
      </Dialog>
    </Surface>
  );
}

export const infoSystemComponent = InfoSystem satisfies BlockComponent<Fields, Group>;
