import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { watchDataRequests } from "./lib/error-reference";

// A 5xx on a client-side navigation shows its request id as the Reference, as a server page does.
watchDataRequests();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Let the browser paint the server HTML before hydration takes the main thread:
// the first frame then shows the page (or its start-up cover) as soon as the
// HTML and CSS are in, instead of after the whole app has been rendered again.
requestAnimationFrame(() => setTimeout(hydrate, 0));
