import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { localisedPath } from '@lux/content';
import { Button } from '@lux/ui';
import { cmsApi } from '../../api/cmsApi';
import type { CmsLocale, CmsTreeRow } from '../../api/cmsTypes';
import { cmsStrings } from '../../i18n/cmsStrings';
import { useAdmin } from '../../layout/AdminContext';
import { DeleteButton } from '../../shared/DeleteButton';
import type { FieldDef } from '../../shared/fields';
import { RecordDialog } from '../../shared/RecordDialog';
import { RowActions } from '../../shared/RowActions';
import { RowButton } from '../../shared/RowButton';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { buildTree, parentPaths, statusOf, type TreeNode } from './pageTree';

const Locales = styled.nav`
  display: flex;
  gap: 1rem;
  margin-block-end: 1rem;

  a[aria-current='page'] {
    font-weight: 700;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding-inline-start: 0;

  & & {
    padding-inline-start: 1.5rem;
    border-inline-start: 1px solid #d0d0d0;
  }
`;

const Item = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding-block: 0.375rem;
  border-block-end: 1px solid #ececec;
`;

const Title = styled.span`
  font-weight: 600;
  min-inline-size: 10rem;
`;

const Path = styled.bdi`
  color: #4a4a4a;
  font-size: 0.875rem;
`;

const Badge = styled.span<{ $tone: 'neutral' | 'warn' | 'ok' }>`
  padding-block: 0.125rem;
  padding-inline: 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  background: ${({ $tone }) => ($tone === 'ok' ? '#e3f4e8' : $tone === 'warn' ? '#fff4ce' : '#ececec')};
  color: #1a1a1a;
`;

type DialogState = { kind: 'page' | 'folder' | 'link' } | { kind: 'rename'; row: CmsTreeRow } | null;

export interface CmsTreeScreenProps {
  rows: CmsTreeRow[];
  /** The language of the site whose pages are listed (not the editor's own language). */
  siteLocale: CmsLocale;
}

/** `/cms`: the page tree of one site language — pages, folders and link pages; create, rename, move, delete. */
export function CmsTreeScreen({ rows, siteLocale }: CmsTreeScreenProps) {
  const { client, locale } = useAdmin();
  const s = cmsStrings(locale);
  const t = s.tree;
  const api = cmsApi(client);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<DialogState>(null);
  const editorHref = (id: string) => localisedPath(locale, `/cms/pages/${id}`);
  const treeHref = (site: CmsLocale) => `${localisedPath(locale, '/cms')}?locale=${site}`;

  const parentOptions = parentPaths(rows).map((path) => ({ id: path, label: path === '/' ? t.root : path }));
  const baseFields: FieldDef[] = [
    { name: 'parent_path', label: t.parent, kind: 'select', options: parentOptions, required: true },
    { name: 'slug', label: t.slug, required: true, description: t.slugHelp },
    { name: 'title', label: t.titleField, required: true },
  ];
  const linkFields: FieldDef[] = [
    ...baseFields,
    { name: 'to', label: t.to, required: true },
    { name: 'link_type', label: t.linkType, kind: 'select', options: Object.entries(t.linkTypes).map(([id, label]) => ({ id, label })), required: true },
    { name: 'http_code', label: t.httpCode, kind: 'select', numeric: true, options: [{ id: '301', label: '301' }, { id: '302', label: '302' }], required: true },
    { name: 'link_new_window', label: t.newWindow, kind: 'checkbox' },
  ];
  const renameFields: FieldDef[] = [
    { name: 'title', label: t.titleField, required: true },
    { name: 'path', label: t.path, required: true, description: t.pathHelp },
  ];

  const create = (kind: 'page' | 'folder' | 'link') => async (body: Record<string, unknown>) => {
    const created = await api.createPage({
      ...(body as { parent_path: string; slug: string; title: string }),
      locale: siteLocale,
      page_type: kind === 'folder' ? 'folder' : 'page',
      type: kind === 'link' ? 'url_redirection' : 'page',
    });
    if (kind === 'page') void navigate(editorHref(created.id));
    return created;
  };

  const renderNode = (node: TreeNode) => {
    const { row } = node;
    const status = statusOf(row);
    const isLink = row.type === 'url_redirection';
    const name = row.title || row.path;
    return (
      <li key={row.id}>
        <Item>
          {row.type === 'page' && row.page_type === 'page' ? (
            <Link to={editorHref(row.id)}>
              <Title>{name}</Title>
            </Link>
          ) : (
            <Title>{name}</Title>
          )}
          <Path dir="ltr">{row.path}</Path>
          {isLink ? (
            <Badge $tone="neutral">
              {t.link} → <bdi dir="ltr">{row.to}</bdi>
            </Badge>
          ) : row.page_type === 'folder' ? (
            <Badge $tone="neutral">{t.folder}</Badge>
          ) : (
            <Badge $tone={status === 'published' ? 'ok' : status === 'draft' ? 'warn' : 'neutral'}>
              {status === 'published' ? t.status.published(row.published_version ?? 0) : t.status[status]}
            </Badge>
          )}
          <RowActions>
            <RowButton label={t.rename} name={name} onClick={() => setDialog({ kind: 'rename', row })} />
            {row.path === '/' || node.children.length > 0 ? null : <DeleteButton name={name} remove={() => api.deletePage(row.id)} />}
          </RowActions>
        </Item>
        {node.children.length > 0 ? <List>{node.children.map(renderNode)}</List> : null}
      </li>
    );
  };

  const tree = buildTree(rows);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <>
      <ScreenHeader
        id="cms-tree-title"
        title={t.title}
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'page' })}>{t.newPage}</Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'folder' })}>
              {t.newFolder}
            </Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'link' })}>
              {t.newLink}
            </Button>
          </>
        }
      />
      <Locales aria-label={t.locale}>
        {(['he', 'en'] as const).map((site) => (
          <Link key={site} to={treeHref(site)} aria-current={site === siteLocale ? 'page' : undefined} lang={site}>
            {t.locales[site]}
          </Link>
        ))}
      </Locales>
      {tree.length === 0 ? <p>{t.empty}</p> : <List aria-label={t.treeLabel}>{tree.map(renderNode)}</List>}
      {dialog && dialog.kind !== 'rename' ? (
        <RecordDialog
          title={dialog.kind === 'page' ? t.newPage : dialog.kind === 'folder' ? t.newFolder : t.newLink}
          fields={dialog.kind === 'link' ? linkFields : baseFields}
          record={{ parent_path: '/', link_type: 'internal', http_code: 301, link_new_window: false }}
          save={create(dialog.kind)}
          success={t.created}
          isOpen
          onOpenChange={close}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RecordDialog
          title={t.rename}
          fields={renameFields}
          record={{ title: dialog.row.title ?? '', path: dialog.row.path }}
          save={(body) => api.updatePage(dialog.row.id, { ...(body as { title: string; path: string }), expected_updated_at: dialog.row.updated_at })}
          success={t.renamed}
          isOpen
          onOpenChange={close}
        />
      ) : null}
    </>
  );
}
