import { useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import styled from 'styled-components';
import { Button, TextField, useToast } from '@lux/ui';
import { toAdminApiError } from '../../api/errors';
import type { CmsApi } from '../../api/cmsApi';
import type { LibraryImageRow } from '../../api/cmsTypes';
import type { CmsStrings } from '../../i18n/cmsStrings';

/** The media service's renditions, through the site's origin (A§7). */
export const thumbnailUrl = (id: string | number, width = 320) => `/media/api/v2/images/${encodeURIComponent(String(id))}/w/${width}.webp`;

export const hasAlt = (image: Pick<LibraryImageRow, 'alt_he' | 'alt_en'>) => image.alt_he.trim() !== '' && image.alt_en.trim() !== '';

const Drop = styled(DropZone)`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 1.25rem;
  border: 2px dashed #8a8a8a;
  border-radius: 0.5rem;
  text-align: center;

  &[data-drop-target] {
    border-color: #0c121c;
    background: #f1f4f8;
  }

  &[data-focus-visible] {
    outline: 3px solid #1d5fd1;
    outline-offset: 2px;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.75rem;
`;

const Tile = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: 0.25rem;
  inline-size: 100%;
  padding: 0.375rem;
  border: 2px solid ${({ $selected }) => ($selected ? '#0c121c' : '#d0d0d0')};
  border-radius: 0.5rem;
  background: #fff;
  font: inherit;
  font-size: 0.8125rem;
  color: inherit;
  text-align: start;
  cursor: pointer;

  img {
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 0.25rem;
  }

  &:focus-visible {
    outline: 3px solid #1d5fd1;
    outline-offset: 2px;
  }
`;

const Warn = styled.span`
  color: #a4161a;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin-block: 1rem;
`;

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

export interface MediaLibraryProps {
  api: CmsApi;
  strings: CmsStrings['media'];
  images: LibraryImageRow[];
  selectedId: string | null;
  onSelect: (image: LibraryImageRow) => void;
  /** After an upload or a search: the list the library shows now. */
  onImages: (images: LibraryImageRow[]) => void;
  /** Extra content of a tile (e.g. a "select" note). */
  tileExtra?: (image: LibraryImageRow) => ReactNode;
}

/** Upload by dropping or choosing files, search, and the images as a grid of buttons. */
export function MediaLibrary({ api, strings: s, images, selectedId, onSelect, onImages, tileExtra }: MediaLibraryProps) {
  const toast = useToast();
  const [query, setQuery] = useState('');
  const [uploading, setUploading] = useState(false);

  const refresh = async (q = query) => onImages((await api.images(q.trim() ? { q: q.trim(), items: '100' } : { items: '100' })).data);

  const upload = async (files: File[]) => {
    setUploading(true);
    try {
      let last: LibraryImageRow | null = null;
      for (const file of files) {
        try {
          last = await api.upload(file);
          toast.show({ title: s.uploaded(file.name), tone: 'success' }, { timeout: 5000 });
        } catch (error) {
          const refusal = toAdminApiError(error);
          const description = refusal.status === 413 ? s.tooLarge : refusal.status === 415 ? s.notImage : refusal.message;
          toast.show({ title: file.name, description, tone: 'error' });
        }
      }
      await refresh();
      if (last) onSelect(last);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Drop
        aria-label={s.drop}
        getDropOperation={(types) => (ACCEPTED.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.filter((item) => item.kind === 'file').map((item) => (item as { getFile: () => Promise<File> }).getFile()),
          );
          void upload(files);
        }}
      >
        <Text slot="label">{uploading ? s.uploading : s.drop}</Text>
        <FileTrigger acceptedFileTypes={ACCEPTED} allowsMultiple onSelect={(list) => list && void upload([...list])}>
          <Button variant="secondary" loading={uploading}>
            {s.choose}
          </Button>
        </FileTrigger>
      </Drop>
      <Bar>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            void refresh();
          }}
        >
          <TextField label={s.search} type="search" value={query} onChange={setQuery} />
        </form>
      </Bar>
      {images.length === 0 ? (
        <p>{s.empty}</p>
      ) : (
        <Grid>
          {images.map((image) => (
            <li key={image.id}>
              <Tile type="button" $selected={image.id === selectedId} aria-pressed={image.id === selectedId} onClick={() => onSelect(image)}>
                <img src={thumbnailUrl(image.id)} alt="" loading="lazy" width={160} height={90} />
                <bdi dir="ltr">{image.filename}</bdi>
                <span>{image.alt_he || image.alt_en}</span>
                {hasAlt(image) ? null : <Warn>{s.altMissing}</Warn>}
                {tileExtra?.(image)}
              </Tile>
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
