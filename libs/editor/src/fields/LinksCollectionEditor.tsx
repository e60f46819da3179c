import { useId } from 'react';
import { Button } from '@lux/ui';
import { Actions, FieldSet, Note } from '../BlockForm.styles';
import { useEditor } from '../context';
import { moveItem, removeItem } from '../instance';
import { useListIds } from '../useListIds';
import { emptyLink, LinkEditor } from './LinkEditor';
import { ProblemText } from './ProblemText';

/** A list of links (B§3.3 LinksCollection): add, remove and move each one. */
export function LinksCollectionEditor({
  label,
  description,
  value,
  pointer,
  onChange,
}: {
  label: string;
  description: string | undefined;
  value: unknown;
  pointer: string;
  onChange: (value: unknown) => void;
}) {
  const { strings, problems } = useEditor();
  const problemsId = useId();
  const links: readonly unknown[] = Array.isArray(value) ? value : [];
  const keys = useListIds(links.length, 'link');
  const s = strings.link;
  const here = problems.at(pointer);

  return (
    <FieldSet aria-describedby={here.length > 0 ? problemsId : undefined}>
      <legend>{label}</legend>
      {description ? <Note>{description}</Note> : null}
      {links.map((link, index) => (
        <LinkEditor
          key={keys.ids[index]}
          label={s.item(index + 1)}
          value={link}
          pointer={`${pointer}/${index}`}
          onChange={(next) => onChange(links.map((item, at) => (at === index ? next : item)))}
          actions={
            <>
              <Button variant="secondary" size="small" disabled={index === 0} onClick={() => { keys.moved(index, index - 1); onChange(moveItem(links, index, index - 1)); }}>
                {s.moveUp(index + 1)}
              </Button>
              <Button variant="secondary" size="small" disabled={index === links.length - 1} onClick={() => { keys.moved(index, index + 1); onChange(moveItem(links, index, index + 1)); }}>
                {s.moveDown(index + 1)}
              </Button>
              <Button variant="tertiary" size="small" onClick={() => { keys.removed(index); onChange(removeItem(links, index)); }}>
                {s.remove(index + 1)}
              </Button>
            </>
          }
        />
      ))}
      <Actions>
        <Button variant="secondary" size="small" onClick={() => { keys.added(); onChange([...links, emptyLink()]); }}>
          {s.addLink}
        </Button>
      </Actions>
      <ProblemText id={problemsId} messages={here} />
    </FieldSet>
  );
}
