import { useState } from 'react';
import { Button, Checkbox, Dialog } from '@lux/ui';
import { PreferencesActions, PreferencesError, ScopeList } from './ConsentBanner.styles';
import { CONSENT_CHOICE_SCOPES, type ConsentChoiceScope, type ConsentStrings } from './strings';

export interface ConsentPreferencesProps {
  isOpen: boolean;
  strings: ConsentStrings;
  /** Scopes granted by the current choice; none ticked when nothing was chosen yet. */
  granted: readonly string[];
  onSave: (scopes: ConsentChoiceScope[]) => void;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** Closed without a change (Escape, ×). */
  onClose: () => void;
  /** Shown once a choice exists: takes it back (the banner asks again). */
  onWithdraw?: () => void;
  error?: string | null;
}

function PreferencesForm({ strings, granted, onSave, onAcceptAll, onRejectAll, onWithdraw, error }: Omit<ConsentPreferencesProps, 'isOpen' | 'onClose'>) {
  const [selected, setSelected] = useState<Set<ConsentChoiceScope>>(
    () => new Set(CONSENT_CHOICE_SCOPES.filter((scope) => granted.includes(scope))),
  );
  const toggle = (scope: ConsentChoiceScope, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(CONSENT_CHOICE_SCOPES.filter((scope) => selected.has(scope)));
      }}
    >
      <p>{strings.preferencesIntro}</p>
      <ScopeList>
        <li>
          <Checkbox isSelected isReadOnly description={strings.obligatory.description}>
            {strings.obligatory.label}
          </Checkbox>
        </li>
        {CONSENT_CHOICE_SCOPES.map((scope) => (
          <li key={scope}>
            <Checkbox
              name={scope}
              isSelected={selected.has(scope)}
              onChange={(on) => toggle(scope, on)}
              description={strings.scopes[scope].description}
            >
              {strings.scopes[scope].label}
            </Checkbox>
          </li>
        ))}
      </ScopeList>
      {error ? <PreferencesError role="alert">{error}</PreferencesError> : null}
      <PreferencesActions>
        {onWithdraw ? (
          <Button variant="secondary" size="small" onClick={onWithdraw}>
            {strings.withdraw}
          </Button>
        ) : null}
        <Button variant="secondary" size="small" onClick={onRejectAll}>
          {strings.rejectAll}
        </Button>
        <Button variant="secondary" size="small" onClick={onAcceptAll}>
          {strings.acceptAll}
        </Button>
        <Button variant="primary" size="small" type="submit">
          {strings.save}
        </Button>
      </PreferencesActions>
    </form>
  );
}

/**
 * The preferences (a modal dialog on `@lux/ui`): one unticked box per scope the visitor may grant,
 * the obligatory one shown on and read-only (a disabled box would grey its description below contrast). Focus moves in, Escape closes, focus returns to what
 * opened it (the banner's button or the footer link).
 */
export function ConsentPreferences({ isOpen, onClose, strings, ...form }: ConsentPreferencesProps) {
  return (
    <Dialog
      title={strings.preferencesTitle}
      closeLabel={strings.close}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
    >
      {/* Remounted on each open, so the boxes start from the current choice. */}
      {isOpen ? <PreferencesForm strings={strings} {...form} /> : null}
    </Dialog>
  );
}
