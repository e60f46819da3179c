import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $online, wentOffline, wentOnline } from '@lux/shell';

const Notice = styled.div`
  position: fixed;
  inset-block-end: 1rem;
  inset-inline: 0;
  margin-inline: auto;
  inline-size: fit-content;
  max-inline-size: calc(100% - 2rem);
  z-index: var(--lux-z-toast, 500);
  padding: 0.75rem 1.25rem;
  border-radius: var(--lux-radius-m, 4px);
  background: #1a1a1a;
  color: #ffffff;
`;

/** A§4: online/offline status is tracked; when offline the visitor is told, politely. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const [online, offline, backOnline] = useUnit([$online, wentOffline, wentOnline]);
  useEffect(() => {
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', backOnline);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', backOnline);
    };
  }, [offline, backOnline]);
  return <div aria-live="polite">{online ? null : <Notice role="status">{t('shell.offline')}</Notice>}</div>;
}
