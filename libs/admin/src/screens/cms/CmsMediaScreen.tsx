import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { localisedPath } from '@lux/content';
import { Button, Heading, TextField, useDirection } from '@lux/ui';
import { cmsApi } from '../../api/cmsApi';
import type { ImageUsage, LibraryImageRow } from '../../api/cmsTypes';
import { cmsStrings } from '../../i18n/cmsStrings';
import { useAdmin } from '../../layout/AdminContext';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { useSubmit } from '../../shared/useSubmit';
import { MediaLibrary, hasAlt, thumbnailUrl } from './MediaLibrary';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;

  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

const Details = styled.section`
  display: grid;
  gap: 0.75rem;
  align-content: start;
`;

const Focal = styled.button`
  position: relative;
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: crosshair;

  &:focus-visible {
    outline: 3px solid #1d5fd1;
    outline-offset: 2px;
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    cursor: crosshair;
  }
`;

const Marker = styled.span`
  position: absolute;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-inline-start: -0.625rem;
  margin-block-start: -0.625rem;
  border: 3px solid #fff;
  border-radius: 50%;
  box-shadow: 0 0 0 2px #0c121c;
  pointer-events: none;
`;

const Warn = styled.p`
  color: #a4161a;
  margin: 0;
`;

const percent = (value: number) => String(Math.round(value * 100));

function ImageDetails({ image, usage, onChanged, onDeleted }: { image: LibraryImageRow; usage: ImageUsage[] | null; onChanged: (image: LibraryImageRow) => void; onDeleted: () => void }) {
  const { client, locale } = useAdmin();
  const s = cmsStrings(locale).media;
  const api = cmsApi(client);
  const { submit, pending, errors, setErrors } = useSubmit();
  const direction = useDirection();
  const [altHe, setAltHe] = useState(image.alt_he);
  const [altEn, setAltEn] = useState(image.alt_en);
  const [focalX, setFocalX] = useState(percent(image.focal_x));
  const [focalY, setFocalY] = useState(percent(image.focal_y));
  const x = Number(focalX);
  const y = Number(focalY);
  const focalValid = (value: string) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 && Number(value) <= 100;

  const save = () => {
    const local: Record<string, string> = {};
    if (!focalValid(focalX)) local['focal_x'] = s.focalInvalid;
    if (!focalValid(focalY)) local['focal_y'] = s.focalInvalid;
    if (Object.keys(local).length > 0) return setErrors(local);
    void submit(
      async () => onChanged(await api.updateImage(image.id, { alt_he: altHe.trim(), alt_en: altEn.trim(), focal_x: x / 100, focal_y: y / 100 })),
      s.saved,
      undefined,
      ['alt_he', 'alt_en', 'focal_x', 'focal_y'],
    );
  };

  return (
    <Details aria-labelledby="image-details-title">
      <Heading level={2} size="m" id="image-details-title">
        {s.details}: <bdi dir="ltr">{image.filename}</bdi>
      </Heading>
      <Focal
        type="button"
        aria-label={`${s.focal}: ${focalX}%, ${focalY}%`}
        aria-describedby="focal-help"
        onClick={(event) => {
          // Enter or space on the button carries no position: the arrow keys move the point instead.
          if (event.detail === 0) return;
          const box = event.currentTarget.getBoundingClientRect();
          setFocalX(percent(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width))));
          setFocalY(percent(Math.min(1, Math.max(0, (event.clientY - box.top) / box.height))));
        }}
        onKeyDown={(event) => {
          const step = event.shiftKey ? 10 : 1;
          const across = direction === 'rtl' ? -1 : 1;
          const moves: Record<string, [number, number]> = { ArrowLeft: [-step * across, 0], ArrowRight: [step * across, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
          const move = moves[event.key];
          if (!move || !focalValid(focalX) || !focalValid(focalY)) return;
          event.preventDefault();
          setFocalX(String(Math.min(100, Math.max(0, x + move[0]))));
          setFocalY(String(Math.min(100, Math.max(0, y + move[1]))));
        }}
      >
        <img src={thumbnailUrl(image.id, 640)} alt="" width={image.width} height={image.height} />
        {focalValid(focalX) && focalValid(focalY) ? <Marker style={{ insetInlineStart: `${x}%`, insetBlockStart: `${y}%` }} aria-hidden="true" /> : null}
      </Focal>
      <p id="focal-help">{s.focalHelp}</p>
      <TextField label={s.focalX} inputMode="numeric" value={focalX} onChange={setFocalX} errorMessage={errors['focal_x']} isInvalid={Boolean(errors['focal_x'])} />
      <TextField label={s.focalY} inputMode="numeric" value={focalY} onChange={setFocalY} errorMessage={errors['focal_y']} isInvalid={Boolean(errors['focal_y'])} />
      <TextField label={s.altHe} value={altHe} onChange={setAltHe} lang="he" dir="rtl" errorMessage={errors['alt_he']} isInvalid={Boolean(errors['alt_he'])} />
      <TextField label={s.altEn} value={altEn} onChange={setAltEn} lang="en" dir="ltr" errorMessage={errors['alt_en']} isInvalid={Boolean(errors['alt_en'])} />
      {hasAlt({ alt_he: altHe, alt_en: altEn }) ? null : <Warn>{s.altMissing}</Warn>}
      <div>
        <Button loading={pending} onClick={save}>
          {s.save}
        </Button>
      </div>
      <Heading level={3} size="s">
        {s.usageTitle}
      </Heading>
      {usage === null ? null : (
        <>
          <p>{s.usage(new Set(usage.map((use) => use.id)).size)}</p>
          {usage.length > 0 ? (
            <ul>
              {usage.map((use) => (
                <li key={`${use.id}-${use.where}`}>
                  <Link to={localisedPath(locale, `/cms/pages/${use.id}`)}>{use.title || use.path}</Link> <bdi dir="ltr">{use.path}</bdi> ({s.usageWhere[use.where] ?? use.where})
                </li>
              ))}
            </ul>
          ) : null}
          {usage.length > 0 ? (
            <p>{s.deleteBlocked}</p>
          ) : (
            <div>
              <Button variant="secondary" onClick={() => void submit(() => api.deleteImage(image.id).then(onDeleted), s.delete)}>
                {s.delete}
              </Button>
            </div>
          )}
        </>
      )}
    </Details>
  );
}

/** `/cms/media`: the media library — upload, search, alt text in both languages, focal point, usage, delete. */
export function CmsMediaScreen({ images: initial }: { images: LibraryImageRow[] }) {
  const { client, locale } = useAdmin();
  const s = cmsStrings(locale).media;
  const api = cmsApi(client);
  const [images, setImages] = useState(initial);
  const [selected, setSelected] = useState<LibraryImageRow | null>(null);
  const [usage, setUsage] = useState<ImageUsage[] | null>(null);
  const select = (image: LibraryImageRow) => {
    setSelected(image);
    setUsage(null);
    void api.imageUsage(image.id).then(setUsage, () => setUsage([]));
  };
  return (
    <>
      <ScreenHeader id="cms-media-title" title={s.title} />
      <Layout>
        <div>
          <MediaLibrary api={api} strings={s} images={images} selectedId={selected?.id ?? null} onSelect={select} onImages={setImages} />
        </div>
        {selected ? (
          <ImageDetails
            key={selected.id}
            image={selected}
            usage={usage}
            onChanged={(image) => {
              setSelected(image);
              setImages((list) => list.map((row) => (row.id === image.id ? image : row)));
            }}
            onDeleted={() => {
              setImages((list) => list.filter((row) => row.id !== selected.id));
              setSelected(null);
            }}
          />
        ) : (
          <p>{s.noneSelected}</p>
        )}
      </Layout>
    </>
  );
}
