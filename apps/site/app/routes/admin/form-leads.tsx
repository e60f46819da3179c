import { formScreenAccess, formsPaths, LeadsScreen, leadsRequestOf, type FormRecord, type LeadRow } from '@lux/admin';
import type { Route } from './+types/form-leads';
import { requireUser } from '../../auth/guard.server';
import { idParam, loadFormsList, loadFormsRecord } from './forms.server';
import { adminMeta } from './meta';
import { ScreenError } from './ScreenError';

/** `/admin/forms/:formId/leads`: sales and admin (the API checks again and audits the view). */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: formScreenAccess.leads.view });
  const formId = idParam(args.params.formId);
  const { request, context } = args;
  const { path } = leadsRequestOf(formId, new URL(request.url).searchParams);
  const [form, list] = await Promise.all([
    loadFormsRecord<FormRecord>(request, formsPaths.form(formId), context.requestId),
    loadFormsList<LeadRow>(request, path, context.requestId),
  ]);
  return { form, list };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'forms');

export default function AdminFormLeadsRoute({ loaderData }: Route.ComponentProps) {
  return <LeadsScreen form={loaderData.form} list={loaderData.list} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
