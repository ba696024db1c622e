// The Settings screen's Notifications form, as the route's action hands it over: a ticked box
// posts "yes", an unticked one nothing, and each alert's addresses come as typed. The service
// checks everything and saves all or nothing.
import { OPTIONAL_CUSTOMER_EMAILS, STAFF_ALERTS, type NotificationsInput } from "../../core/notifications";
import type { AppLoadContext } from "react-router";
import { NOTIFICATIONS_INTENT } from "../components/admin/settings/notifications-form";
import { actionResult, staffOf } from "./admin-action";
import "./admin-load-context";

// The route takes the form and its action from one import, so its Settings sections merge cleanly.
export { NOTIFICATIONS_INTENT, NotificationsForm } from "../components/admin/settings/notifications-form";

export function saveNotifications(form: FormData, context: AppLoadContext) {
  const input: NotificationsInput = { customerEmails: {}, staffAlerts: {} };
  for (const { key } of OPTIONAL_CUSTOMER_EMAILS) {
    const tick = form.get(`email-${key}`);
    // Anything but "yes" is passed on as it came, for the rule to refuse.
    input.customerEmails[key] = (tick === null ? false : tick === "yes" ? true : String(tick)) as boolean;
  }
  for (const { key } of STAFF_ALERTS) input.staffAlerts[key] = String(form.get(`alert-${key}`) ?? "");
  return actionResult(NOTIFICATIONS_INTENT, async () => {
    await context.services.settings.notifications.save(input, staffOf(context));
    return "Notifications saved";
  });
}
