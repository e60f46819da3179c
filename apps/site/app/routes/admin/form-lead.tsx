import { formScreenAccess, formsPaths, LeadScreen, type FormRecord, type LeadDelivery, type LeadRow } from '@lux/admin';
import type { Route } from './+types/form-lead';
import { requireUser } from '../../auth/guard.server';
import { idParam, loadFormsArray, loadFormsRecord } from './forms.server';
import { adminMeta } from './meta';
import { ScreenError } from './ScreenError';

/** `/admin/forms/:formId/leads/:leadId`: the lead, its form's labels and its delivery log. */
export async function loader(args: Route.LoaderArgs) {
  await requireUser(args, { roles: formScreenAccess.leads.view });
  const formId = idParam(args.params.formId);
  const leadId = idParam(args.params.leadId);
  const { request, context } = args;
  const [form, lead, deliveries] = await Promise.all([
    loadFormsRecord<FormRecord>(request, formsPaths.form(formId), context.requestId),
    loadFormsRecord<LeadRow>(request, formsPaths.lead(formId, leadId), context.requestId),
    loadFormsArray<LeadDelivery>(request, formsPaths.leadDeliveries(formId, leadId), context.requestId),
  ]);
  return { form, lead, deliveries };
}

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, 'forms');

export default function AdminFormLeadRoute({ loaderData }: Route.ComponentProps) {
  return <LeadScreen form={loaderData.form} lead={loaderData.lead} deliveries={loaderData.deliveries} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
