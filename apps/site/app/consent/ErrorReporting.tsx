import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $grantedScopes, type ErrorReportingScript } from '@lux/consent';
import { injectScript } from './inject-script';

/** A§7: the error-reporting script, injected once when its consent scope is granted (issue 12). */
export function ErrorReporting({ script }: { script: ErrorReportingScript | null }) {
  const granted = useUnit($grantedScopes);
  const injected = useRef(false);
  useEffect(() => {
    if (!script || injected.current) return;
    if (script.scope !== 'obligatory' && !granted.includes(script.scope)) return;
    injected.current = true;
    injectScript({ src: script.src }, { id: 'error-reporting', attribute: 'data-error-reporting' });
  }, [script, granted]);
  return null;
}
