import { ExportsScreen, formScreenAccess, formsPaths, leadExportsRequestOf, type FormRecord, type LeadExport } from '@lux/admin';
import type { Route } from './+types/form-exports';
import { requireUser } from '../../auth/guard.server';
import { idParam, loadFormsList, loadFormsRecord } from './forms.server';
import { adminMeta } from './meta';
import { ScreenError } from './ScreenError';

/** `/admin/forms/:formId/exports`: the form's lead exports (sales and admin). */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: formScreenAccess.exports.view });
  const formId = idParam(args.params.formId);
  const { request, context } = args;
  const { path } = leadExportsRequestOf(formId, new URL(request.url).searchParams);
  const [form, list] = await Promise.all([
    loadFormsRecord<FormRecord>(request, formsPaths.form(formId), context.requestId),
    loadFormsList<LeadExport>(request, path, context.requestId),
  ]);
  return { form, list };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'forms');

export default function AdminFormExportsRoute({ loaderData }: Route.ComponentProps) {
  return <ExportsScreen form={loaderData.form} list={loaderData.list} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
