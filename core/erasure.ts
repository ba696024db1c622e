// What is left where an erased customer's details were: shared by the server that erases them and
// the admin screens that show what remains.

/** Stands for an erased person's e-mail where a row must keep one (a return request's, a subscription's). */
export const ERASED_EMAIL = "erased@invalid";

/** Stands for erased personal text (a note, a reply, an address) where the fact of it is kept. */
export const ERASED_TEXT = "(erased)";

/** How staff screens name a customer by e-mail: an erased one as such, never by the placeholder address. */
export function customerEmailLabel(email: string): string {
  return email === ERASED_EMAIL ? "Erased customer" : email;
}

/** Why a deletion from a session that is not a recent sign-in is refused. */
export const DELETE_NEEDS_RECENT_SIGN_IN =
  "To delete your account, first confirm it's you with a new code we e-mail you (you signed in more than 10 minutes ago, or came from a link in an e-mail).";
