// 'Sign in with a passkey' on the sign-in page: shown once the page's script runs in a browser
// that supports passkeys (the e-mailed code works everywhere else).
import { useState } from "react";
import { passkeyProblem, passkeysSupported, signInWithPasskey } from "../../lib/passkey-client";
import { useHydrated } from "../../lib/use-hydrated";
import { Notice, ui } from "./account-ui";

export function PasskeySignIn() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!hydrated || !passkeysSupported()) return null;
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey();
      window.location.assign("/account");
    } catch (err) {
      setError(passkeyProblem(err));
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <button type="button" className={ui.secondary} onClick={() => void start()} disabled={busy}>
        {busy ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
    </div>
  );
}
