import type { ComponentPropsWithoutRef } from 'react';
import { useUnit } from 'effector-react';
import { $basicPopupConfig, $basicPopupVisible, basicPopupClosed } from '@lux/shell';
import { Button } from '@lux/ui';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { StyledBasicPopup } from './BasicPopup.styles';

export type BasicPopupProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'title' | 'children' | 'onCancel' | 'onClose' | 'role'> & {
  /** Accessible name of the close button, e.g. "Close" or "סגירה". */
  closeLabel: string;
  /** Hint read after a call to action that opens a new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string;
};

/**
 * The `popup.basic` popup (A§2, A§4): opens 500 ms after a page is shown when the model says so;
 * the close button, Escape and the call to action close it and record the closure.
 */
export function BasicPopup({ closeLabel, newTabHint, ...rest }: BasicPopupProps) {
  const [visible, config, closed] = useUnit([$basicPopupVisible, $basicPopupConfig, basicPopupClosed]);
  const { cta } = config;
  return (
    <StyledBasicPopup {...rest} open={visible} title={config.title} text={config.text} closeLabel={closeLabel} onDismiss={closed}>
      {cta === null ? null : (
        <Button
          href={cta.url}
          target={cta.target === '_blank' ? '_blank' : undefined}
          rel={cta.target === '_blank' ? 'noopener noreferrer' : undefined}
          trailingIcon="arrow"
          onClick={() => closed()}
        >
          {cta.text}
          {cta.target === '_blank' && newTabHint ? <VisuallyHidden> {newTabHint}</VisuallyHidden> : null}
        </Button>
      )}
    </StyledBasicPopup>
  );
}
