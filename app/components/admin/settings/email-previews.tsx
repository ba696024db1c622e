// The owner's previews of customer e-mails: the list of every kind by name and subject, and one
// e-mail drawn as a customer receives it. The HTML is shown only inside a sandboxed frame (no
// scripts, its own opaque origin), never as markup of this page; the text part is shown as text.
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { AdminActionResult } from "../../../lib/admin-action";
import { buttonClass } from "../shared/form-controls";

export const SEND_TEST_INTENT = "send-test";

type Listed = { key: string; label: string; subject: string };
type Preview = Listed & { html: string; text: string };

const backLink = "text-sm font-medium text-purple-700 underline";

export function EmailPreviewList({ emails }: { emails: readonly Listed[] }) {
  return (
    <section aria-labelledby="emails-title" className="max-w-3xl space-y-4">
      <div>
        <Link to="/admin/settings#brand" className={backLink}>
          Back to Settings
        </Link>
        <h2 id="emails-title" className="mt-2 text-2xl font-bold text-gray-900">
          Customer e-mails
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Every e-mail the shop sends customers, with sample details, in your current logo and colour. Open one to see
          it as a customer would, or send yourself a test.
        </p>
      </div>
      <ul className="divide-y divide-gray-100 rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
        {emails.map((e) => (
          <li key={e.key}>
            <Link
              to={`/admin/settings/emails/${e.key}`}
              className="block px-5 py-3 hover:bg-gray-50 focus-visible:bg-gray-50"
            >
              <span className="block font-semibold text-gray-900">{e.label}</span>
              <span className="block text-sm text-gray-600">Subject: {e.subject}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EmailPreview({ email }: { email: Preview }) {
  const result = useActionData<AdminActionResult>();
  const busy = useNavigation().formData?.get("intent") === SEND_TEST_INTENT;
  return (
    <section aria-labelledby="email-title" className="max-w-3xl space-y-4">
      <div>
        <Link to="/admin/settings/emails" className={backLink}>
          All customer e-mails
        </Link>
        <h2 id="email-title" className="mt-2 text-2xl font-bold text-gray-900">
          {email.label}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          <span className="font-medium">Subject:</span> {email.subject}
        </p>
      </div>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={SEND_TEST_INTENT} />
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? "Sending…" : "Send me a test"}
        </button>
        {result?.ok ? (
          <p role="status" className="text-sm font-medium text-emerald-800">
            {result.message}
          </p>
        ) : result?.formError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {result.formError}
          </p>
        ) : null}
      </Form>
      <iframe
        title={`${email.label}: the e-mail as a customer sees it`}
        sandbox=""
        srcDoc={email.html}
        className="h-[70vh] min-h-[32rem] w-full rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
      />
      <details className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <summary className="cursor-pointer text-sm font-semibold text-gray-900">
          Plain-text version (for mail apps that show no pictures)
        </summary>
        <pre className="mt-3 overflow-x-auto text-sm whitespace-pre-wrap text-gray-800">{email.text}</pre>
      </details>
    </section>
  );
}
