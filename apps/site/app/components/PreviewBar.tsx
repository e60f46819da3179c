import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: center;
  padding-block: 0.5rem;
  padding-inline: 1rem;
  background: #fff4ce;
  color: #1a1a1a;
  border-block-end: 1px solid #c9a227;
  font-size: 0.9375rem;

  a {
    color: inherit;
    font-weight: 600;
  }
`;

/** Tells an editor the page is a preview (B§6), and how to leave it: an empty token clears the cookie. */
export function PreviewBar() {
  const { t } = useTranslation();
  return (
    <Bar role="status">
      <span>{t('preview.notice')}</span>
      <a href="?preview_token=">{t('preview.exit')}</a>
    </Bar>
  );
}
