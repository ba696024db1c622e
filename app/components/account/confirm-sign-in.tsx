// "Confirm it's you" before what a stolen session must not do (adding a passkey, deleting the
// account): a shopper whose sign-in is more than 10 minutes old, or who came by a link in an
// e-mail, proves it is them with a fresh e-mailed code first.
// Plain forms (the page's action): works before the page's script has loaded.
import { Form } from "react-router";
import { TextField } from "../forms/form-fields";
import { Notice, ui } from "./account-ui";

export function ConfirmSignIn(props: {
  email: string;
  codeSent: boolean;
  busy: boolean;
  error?: string;
  codeError?: string;
  /** What the confirmation is for, and why it is asked; adding a passkey unless said. */
  heading?: string;
  why?: string;
}) {
  const { email, codeSent, busy, error, codeError } = props;
  const heading = props.heading ?? "Confirm it's you to add a passkey";
  const why =
    props.why ??
    "A passkey signs you in without a code, so we ask for a fresh code when you signed in more than 10 minutes ago.";
  return (
    <section aria-labelledby="confirm-heading" className={`${ui.card} space-y-4`}>
      <h2 id="confirm-heading" className={ui.h2}>
        {heading}
      </h2>
      <p className={ui.p}>{why}</p>
      {error && !codeError ? <Notice tone="error">{error}</Notice> : null}
      {codeSent ? (
        <>
          <Notice tone="success">
            We've e-mailed a 6-digit code to <strong>{email}</strong>. It works once, for 10 minutes.
          </Notice>
          <Form method="post" className="space-y-4" aria-label="Confirm with your code">
            <input type="hidden" name="intent" value="verify-code" />
            <TextField
              id="confirm-code"
              name="code"
              label="6-digit code"
              required
              autoComplete="one-time-code"
              maxLength={7}
              error={codeError}
              hint="Check your inbox (and spam folder) for the e-mail from us."
            />
            <button type="submit" className={ui.primary} disabled={busy}>
              Confirm
            </button>
          </Form>
        </>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="send-code" />
        <button type="submit" className={codeSent ? ui.secondary : ui.primary} disabled={busy}>
          {codeSent ? "Send a new code" : `E-mail a code to ${email}`}
        </button>
      </Form>
    </section>
  );
}
