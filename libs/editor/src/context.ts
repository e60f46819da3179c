import { createContext, useContext } from 'react';
import type { ImageValue } from '@lux/block-catalogue';
import { editorStrings, type EditorLocale, type EditorStrings } from './i18n/strings';
import { problemLookup, type ProblemLookup } from './problems';

/** What every control of one block form shares: its words, the problems, the media-library picker. */
export interface EditorContextValue {
  strings: EditorStrings;
  /** The editor's language, for the catalogue's labels (`i18n/catalogueLabels.ts`). */
  locale: EditorLocale;
  /** The block's template key, for labels a template gives a field of its own. */
  templateKey: string;
  problems: ProblemLookup;
  pickImage: (() => Promise<ImageValue | null>) | undefined;
}

export const EditorContext = createContext<EditorContextValue>({
  strings: editorStrings('he'),
  locale: 'he',
  templateKey: '',
  problems: problemLookup(new Map()),
  pickImage: undefined,
});

export const useEditor = () => useContext(EditorContext);

/** The text shown under a react-aria field while it is invalid. */
export function errorProps(messages: readonly string[]) {
  return messages.length === 0 ? {} : { isInvalid: true, errorMessage: messages.join(' · ') };
}

/** JSON text's parse result for the live check: '' is empty and fine. */
export function isJsonText(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
