// The Settings screen's Brand section on the server: the colour and logo of customer e-mails,
// from a multipart form post (it works without scripts). The service checks both before it writes
// either, so a refused field leaves everything as it was.
import type { AppLoadContext } from "react-router";
import { actionResult, staffOf } from "./admin-action";

export const BRAND_INTENT = "brand";

/**
 * The colour picker and the hex box are two fields (the box is how the colour is read aloud and
 * typed; without scripts the two are not kept in step): the box wins unless only the picker moved.
 */
function chosenColour(form: FormData): string {
  const typed = String(form.get("colour") ?? "").trim();
  const picked = String(form.get("colourPicker") ?? "").trim();
  const was = String(form.get("colourWas") ?? "").trim();
  return typed.toLowerCase() === was.toLowerCase() && picked && picked.toLowerCase() !== was.toLowerCase()
    ? picked
    : typed;
}

export async function saveBrand(form: FormData, context: AppLoadContext) {
  const look = context.services.settings.emailLook;
  if (form.get("logoAction") === "remove") {
    return actionResult(BRAND_INTENT, async () => {
      await look.removeLogo(staffOf(context));
      return "Logo removed: e-mails show your trading name";
    });
  }
  const file = form.get("logo");
  const bytes = typeof file === "object" && file && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  return actionResult(BRAND_INTENT, async () => {
    await look.saveBrand({ colour: chosenColour(form), logo: bytes }, staffOf(context));
    return "Brand saved: the next e-mail uses it";
  });
}
