import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import styled from 'styled-components';
import { localisedPath } from '@lux/content';
import { BlockForm, type BlockInstance } from '@lux/editor';
import type { ImageValue } from '@lux/block-catalogue';
import { Button, Checkbox, Dialog, Heading, Tabs, TextField, useToast } from '@lux/ui';
import { cmsApi } from '../../api/cmsApi';
import type { CmsLocale, CmsTreeRow, ContentProblem, DraftBlock, LibraryImageRow, PageContent, PageDraft, PageScheduleRow, PageVersionRow } from '../../api/cmsTypes';
import { toAdminApiError } from '../../api/errors';
import { cmsStrings } from '../../i18n/cmsStrings';
import { useAdmin } from '../../layout/AdminContext';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { BlockList } from './BlockList';
import { SchedulesPanel, VersionsPanel } from './HistoryPanels';
import { MediaLibrary, hasAlt } from './MediaLibrary';
import { contentOf, editorBlocksOf, moved, newBlock, newBlockKey, problemsOfBlock, sameContent, type EditorBlock } from './pageDraft';
import { PreviewPane } from './PreviewPane';
import { TemplatePicker } from './TemplatePicker';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;

  @media (min-width: 80rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
  min-inline-size: 0;
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;

const Alert = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 2px solid #a4161a;
  border-radius: 0.5rem;
  background: #fdecea;
`;

const Problems = styled.ul`
  margin: 0;
  color: #a4161a;
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  border: 1px solid #d0d0d0;
  border-radius: 0.5rem;
  padding: 1rem;

  legend {
    font-weight: 700;
    padding-inline: 0.25rem;
  }
`;

type PageFields = Omit<PageContent, 'blocks'>;

const pageFieldsOf = ({ blocks: _blocks, ...fields }: PageContent): PageFields => fields;
const blank = (value: string) => (value.trim() === '' ? null : value);

export interface CmsPageScreenProps {
  page: CmsTreeRow;
  draft: PageDraft;
  versions: PageVersionRow[];
  schedules: PageScheduleRow[];
}

/**
 * `/cms/pages/:id`: one page's draft — its details and blocks (forms generated from the catalogue), saved
 * with the revision it was read at (a colleague's save in between is a conflict that loses nothing),
 * published, versioned and scheduled; the live preview beside it.
 */
export function CmsPageScreen({ page, draft, versions, schedules }: CmsPageScreenProps) {
  const { client, locale } = useAdmin();
  const strings = cmsStrings(locale);
  const s = strings.page;
  const api = cmsApi(client);
  const toast = useToast();
  const revalidator = useRevalidator();
  const siteLocale: CmsLocale = page.locale === 'en' ? 'en' : 'he';

  const [fields, setFields] = useState<PageFields>(() => pageFieldsOf(draft.content));
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => editorBlocksOf(draft.content));
  const [revision, setRevision] = useState(draft.revision);
  const [saved, setSaved] = useState<PageContent>(draft.content);
  const [problems, setProblems] = useState<ContentProblem[]>(draft.problems);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [conflict, setConflict] = useState<PageDraft | null>(null);
  const [imagePicker, setImagePicker] = useState<{ resolve: (value: ImageValue | null) => void } | null>(null);
  const [libraryImages, setLibraryImages] = useState<LibraryImageRow[]>([]);

  const content = contentOf(fields, blocks);
  const dirty = !sameContent(content, saved);

  const setField = <K extends keyof PageFields>(name: K, value: PageFields[K]) => setFields((current) => ({ ...current, [name]: value }));
  // The form keeps the object it hands back (the block's `template` key included, as it never drops keys), so
  // that object is stored as is: passing it back unchanged tells the form it is still the same block.
  const setBlock = (key: string, instance: BlockInstance) =>
    setBlocks((list) =>
      list.map((item) => (item.key === key ? { key, block: 'template' in instance ? (instance as DraftBlock) : { ...item.block, ...instance } } : item)),
    );

  const focusBlock = useCallback(
    (index: number) => {
      const item = blocks[index];
      if (!item) return;
      setOpen((keys) => new Set(keys).add(item.key));
      setSelected(item.key);
      // After the form has opened: bring the block into view and put the focus on its title.
      window.requestAnimationFrame(() => {
        const title = document.getElementById(`${item.key}-title`);
        title?.scrollIntoView({ block: 'start' });
        title?.focus();
      });
    },
    [blocks],
  );

  const applyDraft = (next: PageDraft) => {
    setRevision(next.revision);
    setSaved(next.content);
    setProblems(next.problems);
  };

  /** Saves the draft; true when stored. A 409 keeps the editor's text and shows the other version. */
  const save = async (over?: number): Promise<PageDraft | null> => {
    setBusy('save');
    try {
      const stored = await api.saveDraft(page.id, over ?? revision, content);
      applyDraft(stored);
      setConflict(null);
      return stored;
    } catch (error) {
      const refusal = toAdminApiError(error);
      if (refusal.status === 409) {
        setConflict(await api.draft(page.id));
        return null;
      }
      toast.show({ title: s.save, description: refusal.message, tone: 'error' });
      return null;
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    const stored = dirty ? await save() : { revision };
    if (!stored) return;
    setBusy('publish');
    try {
      const result = await api.publish(page.id, stored.revision);
      toast.show({ title: s.published(result.version), tone: 'success' }, { timeout: 5000 });
      void revalidator.revalidate();
    } catch (error) {
      const refusal = toAdminApiError(error);
      if (refusal.status === 422) {
        setProblems(refusal.errors.map((problem) => ({ pointer: problem.source?.pointer ?? '', message: problem.detail ?? '' })));
        toast.show({ title: s.publishBlocked, tone: 'error' });
      } else if (refusal.status === 409) {
        setConflict(await api.draft(page.id));
      } else {
        toast.show({ title: s.publish, description: refusal.message, tone: 'error' });
      }
    } finally {
      setBusy(null);
    }
  };

  /** Replaces the form with a stored draft (the other editor's, or a rolled-back version's). */
  const loadDraft = (stored: PageDraft) => {
    setFields(pageFieldsOf(stored.content));
    setBlocks(editorBlocksOf(stored.content));
    setOpen(new Set());
    applyDraft(stored);
  };

  const takeTheirs = () => {
    if (!conflict) return;
    loadDraft(conflict);
    setConflict(null);
  };

  const pickImage = () =>
    new Promise<ImageValue | null>((resolve) => {
      setImagePicker({ resolve });
      void api.images({ items: '100' }).then((result) => setLibraryImages(result.data));
    });
  const closePicker = (value: ImageValue | null) => {
    imagePicker?.resolve(value);
    setImagePicker(null);
  };

  const pageProblems = problems.filter((problem) => !problem.pointer.startsWith('/blocks/'));
  const fieldError = (name: string) => problems.find((problem) => problem.pointer === `/${name}`)?.message;
  const publicHref = localisedPath(siteLocale, page.path);

  return (
    <>
      <ScreenHeader
        id="cms-page-title"
        title={fields.title || page.path}
        back={{ to: `${localisedPath(locale, '/cms')}?locale=${siteLocale}`, label: s.back }}
        actions={
          <>
            <Button
              variant="secondary"
              loading={busy === 'save'}
              onClick={() => void save().then((stored) => stored && toast.show({ title: s.saved, tone: 'success' }, { timeout: 5000 }))}
            >
              {s.save}
            </Button>
            <Button loading={busy === 'publish'} onClick={() => void publish()}>
              {s.publish}
            </Button>
          </>
        }
      />
      <Status role="status" aria-live="polite">
        <bdi dir="ltr">{page.path}</bdi> · {dirty ? s.unsaved : s.upToDate}
        {problems.length > 0 ? ` · ${s.problems(problems.length)}` : ''} ·{' '}
        <a href={publicHref} target="_blank" rel="noreferrer">
          {strings.tree.view}
        </a>
      </Status>
      {conflict ? (
        <Alert role="alert">
          <Heading level={2} size="s">
            {s.conflictTitle}
          </Heading>
          <p>{s.conflict(conflict.updated_by_email ?? '—')}</p>
          <details>
            <summary>{s.theirVersion}</summary>
            <pre dir="auto">{JSON.stringify(conflict.content, null, 2)}</pre>
          </details>
          <div>
            <Button onClick={() => void save(conflict.revision)}>{s.keepMine}</Button> <Button variant="secondary" onClick={takeTheirs}>{s.takeTheirs}</Button>
          </div>
        </Alert>
      ) : null}
      <Layout>
        <Column>
          <Fieldset>
            <legend>{s.seo}</legend>
            <TextField label={s.title} value={fields.title ?? ''} onChange={(value) => setField('title', blank(value))} errorMessage={fieldError('title')} isInvalid={Boolean(fieldError('title'))} />
            <TextField label={s.metaTitle} value={fields.meta_title ?? ''} onChange={(value) => setField('meta_title', blank(value))} />
            <TextField label={s.metaDescription} multiline value={fields.meta_description ?? ''} onChange={(value) => setField('meta_description', blank(value))} />
            <TextField label={s.canonical} dir="ltr" value={fields.canonical_url ?? ''} onChange={(value) => setField('canonical_url', blank(value))} errorMessage={fieldError('canonical_url')} isInvalid={Boolean(fieldError('canonical_url'))} />
            <TextField label={s.shareImage} dir="ltr" value={fields.external_meta_image ?? ''} onChange={(value) => setField('external_meta_image', blank(value))} />
            <Checkbox isSelected={fields.disable_seo_tracking} onChange={(value) => setField('disable_seo_tracking', value)}>
              {s.disableSeo}
            </Checkbox>
          </Fieldset>
          {pageProblems.length > 0 ? (
            <Problems>
              {pageProblems.map((problem) => (
                <li key={`${problem.pointer}-${problem.message}`}>
                  <code dir="ltr">{problem.pointer}</code> {problem.message}
                </li>
              ))}
            </Problems>
          ) : null}
          <Heading level={2} size="m">
            {s.blocks}
          </Heading>
          {blocks.length === 0 ? <p>{s.noBlocks}</p> : null}
          <BlockList
            blocks={blocks}
            open={open}
            selected={selected}
            strings={s}
            locale={locale}
            problemCount={(index) => problemsOfBlock(problems, index).length}
            onToggle={(key) =>
              setOpen((keys) => {
                const next = new Set(keys);
                if (!next.delete(key)) next.add(key);
                return next;
              })
            }
            onMove={(from, to) => setBlocks((list) => moved(list, from, to))}
            onRemove={(index) => setBlocks((list) => list.filter((_, at) => at !== index))}
            renderForm={(item, index) => (
              <BlockForm
                templateKey={item.block.template}
                instance={item.block}
                onChange={(instance) => setBlock(item.key, instance)}
                externalProblems={problemsOfBlock(problems, index)}
                pickImage={pickImage}
                locale={locale}
              />
            )}
          />
          <div>
            <Button variant="secondary" onClick={() => setPicking(true)}>
              {s.addBlock}
            </Button>
          </div>
          <Tabs aria-label={`${s.versions} / ${s.schedules}`}>
            <Tabs.List>
              <Tabs.Tab id="versions">{s.versions}</Tabs.Tab>
              <Tabs.Tab id="schedules">{s.schedules}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel id="versions">
              <VersionsPanel api={api} pageId={page.id} versions={versions} revision={revision} locale={locale} strings={s} onRolledBack={async () => loadDraft(await api.draft(page.id))} />
            </Tabs.Panel>
            <Tabs.Panel id="schedules">
              <SchedulesPanel api={api} pageId={page.id} schedules={schedules} locale={locale} strings={s} />
            </Tabs.Panel>
          </Tabs>
        </Column>
        <Column>
          <PreviewPane content={content} siteLocale={siteLocale} strings={s} onBlockClick={focusBlock} />
        </Column>
      </Layout>
      <TemplatePicker
        strings={s}
        locale={locale}
        isOpen={picking}
        onOpenChange={setPicking}
        onPick={(template) => {
          const item = { key: newBlockKey(), block: newBlock(template) };
          setBlocks((list) => [...list, item]);
          setOpen((keys) => new Set(keys).add(item.key));
        }}
      />
      {imagePicker ? (
        <Dialog title={strings.media.pickTitle} size="large" isOpen onOpenChange={(isOpen) => (isOpen ? undefined : closePicker(null))} closeLabel={s.close}>
          <MediaLibrary
            api={api}
            strings={strings.media}
            images={libraryImages}
            selectedId={null}
            onImages={setLibraryImages}
            onSelect={(image) => {
              if (!hasAlt(image)) return;
              closePicker({ id: Number(image.id), alt: siteLocale === 'en' ? image.alt_en : image.alt_he });
            }}
          />
        </Dialog>
      ) : null}
    </>
  );
}
