import { formScreenAccess, FormEditorScreen, formsPaths, type FormRecord } from '@lux/admin';
import type { Route } from './+types/form-editor';
import { requireUser } from '../../auth/guard.server';
import { idParam, loadFormsRecord } from './forms.server';
import { adminMeta } from './meta';
import { ScreenError } from './ScreenError';

/** `/admin/forms/:formId`: the form editor (editors and admins; the API answers them the whole record). */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: formScreenAccess.editor.view });
  const formId = idParam(args.params.formId);
  return { form: await loadFormsRecord<FormRecord>(args.request, formsPaths.form(formId), args.context.requestId) };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'forms');

export default function AdminFormEditorRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by the stored version: after a reload the editor starts from what is stored.
  return <FormEditorScreen key={`${loaderData.form.id}:${loaderData.form.updated_at ?? ''}`} form={loaderData.form} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
