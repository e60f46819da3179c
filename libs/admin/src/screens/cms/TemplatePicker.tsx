import { useState } from 'react';
import styled from 'styled-components';
import { TEMPLATE_GROUPS, templates } from '@lux/block-catalogue';
import { groupName, templateDescription, templateName, type EditorLocale } from '@lux/editor';
import { Dialog, Heading, TextField } from '@lux/ui';
import type { CmsStrings } from '../../i18n/cmsStrings';

const Group = styled.section`
  margin-block-start: 1rem;
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.5rem;
`;

const Card = styled.li`
  display: grid;
  gap: 0.25rem;
  align-content: start;
  border: 1px solid #d0d0d0;
  border-radius: 0.5rem;
  background: #fff;
  padding: 0.5rem;

  &:hover {
    border-color: #0c121c;
  }

  p {
    margin: 0;
    color: #4a4a4a;
    font-size: 0.875rem;
  }
`;

const Choice = styled.button`
  inline-size: 100%;
  text-align: start;
  border: 0;
  background: none;
  padding: 0.25rem;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid #1d5fd1;
    outline-offset: 2px;
  }
`;

/** The catalogue's templates by group (B§3.1, the picker's order), hidden ones left out; search by name or key. */
export function TemplatePicker({ strings, locale, isOpen, onOpenChange, onPick }: { strings: CmsStrings['page']; locale: EditorLocale; isOpen: boolean; onOpenChange: (open: boolean) => void; onPick: (key: string) => void }) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const matches = (template: (typeof templates)[number]) =>
    [template.key, template.name, templateName(template, locale)].some((text) => text.toLowerCase().includes(q));
  const shown = templates.filter((template) => !template.hidden && (!q || matches(template)));
  return (
    <Dialog title={strings.addBlockTitle} size="large" isOpen={isOpen} onOpenChange={onOpenChange} closeLabel={strings.close}>
      {(close) => (
        <>
          <TextField label={strings.searchTemplates} value={query} onChange={setQuery} type="search" />
          {TEMPLATE_GROUPS.map((group) => {
            const inGroup = shown.filter((template) => template.group === group).sort((a, b) => a.list_priority - b.list_priority);
            if (inGroup.length === 0) return null;
            return (
              <Group key={group} aria-labelledby={`group-${group.replace(/\W+/g, '-')}`}>
                <Heading level={3} size="s" id={`group-${group.replace(/\W+/g, '-')}`}>
                  {groupName(group, locale)}
                </Heading>
                <Choices>
                  {inGroup.map((template) => (
                    <Card key={template.key}>
                      <Choice
                        type="button"
                        aria-describedby={`template-${template.key}`}
                        onClick={() => {
                          onPick(template.key);
                          close();
                        }}
                      >
                        {templateName(template, locale)}
                      </Choice>
                      <p id={`template-${template.key}`}>{templateDescription(template, locale)}</p>
                    </Card>
                  ))}
                </Choices>
              </Group>
            );
          })}
        </>
      )}
    </Dialog>
  );
}
