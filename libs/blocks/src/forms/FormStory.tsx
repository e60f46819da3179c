import { useRef } from 'react';
import type { LeadSubmission } from '@lux/forms-client';
import { useUi } from '@lux/ui';
import { isLocale } from '@lux/content';
import type { LeadExtras } from './api';
import { FormBlockForm } from './FormBlockForm';
import { FormBlockShell } from './FormBlockShell';
import { formBlockFields, testDriveForm } from './fixtures';
import type { FormBlockFields } from './types';

/** How the story's forms service answers a lead. */
export type StoryAnswer = 'accepts' | 'fails-once' | 'hangs';

export interface FormStoryProps {
  answer: StoryAnswer;
  fields?: Partial<FormBlockFields>;
  errorText?: string;
  retryText?: string;
}

const never = () => new Promise<never>(() => undefined);

/** A form block around the test-drive fixture, with a stand-in for the forms service (no network). */
export function FormStory({ answer, fields, errorText, retryText }: FormStoryProps) {
  const { locale } = useUi();
  const pageLocale = isLocale(locale) ? locale : 'he';
  const failures = useRef(answer === 'fails-once' ? 1 : 0);
  const submit = async (_submission: LeadSubmission, _extras: LeadExtras) => {
    if (answer === 'hangs') return never();
    if (failures.current > 0) {
      failures.current -= 1;
      throw new Error('The forms service answered 503');
    }
    return { data: { id: 1 } };
  };
  return (
    <FormBlockShell
      copy={{
        heading: pageLocale === 'he' ? 'הזמנת נסיעת מבחן' : 'Book a test drive',
        header_size: 'l',
        header_tag: 'H2',
        paragraph: '',
        box_color: fields?.box_color ?? 'light',
        form_position: fields?.form_position ?? 'center',
      }}
    >
      <FormBlockForm
        blockId={1}
        locale={pageLocale}
        fields={formBlockFields(fields)}
        data={{ form: testDriveForm }}
        submit={submit}
        errorText={errorText}
        retryText={retryText}
      />
    </FormBlockShell>
  );
}
