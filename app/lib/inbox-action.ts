// The Returns and Messages screens' one action: set an item's status (intent=status, id,
// status), through the same service call as PATCH /api/admin/{returns,messages}/:id.
import { data } from "react-router";
import { INBOX_STATUS_LABELS, type InboxStatus } from "../../core/inbox";
import { actionResult } from "./admin-action";

export async function setInboxStatus(request: Request, setStatus: (id: string, input: unknown) => Promise<void>) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  if (intent !== "status") throw data("Unknown action", { status: 400 });
  const status = form.get("status");
  return actionResult(intent, async () => {
    // The service checks the status (and answers 400 for one it does not know).
    await setStatus(String(form.get("id") ?? ""), { status });
    return `Marked as ${INBOX_STATUS_LABELS[status as InboxStatus].toLowerCase()}`;
  });
}
