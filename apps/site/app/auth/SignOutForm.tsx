import { Form } from 'react-router';
import { Button } from '@lux/ui';

/** The form field (or `csrf-token` header) the sign-out action checks. */
export const CSRF_FIELD = 'csrf';

/**
 * A sign-out button for any page that has the session's CSRF token (from `requireUser`). Signing out is a
 * POST, so a link or an image on another site cannot sign anyone out.
 */
export function SignOutForm({ csrfToken, label, action = '/auth/sign-out' }: { csrfToken: string; label: string; action?: string }) {
  return (
    <Form method="post" action={action} reloadDocument>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <Button type="submit" variant="secondary">
        {label}
      </Button>
    </Form>
  );
}
