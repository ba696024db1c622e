import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ToastList, ToastProvider } from "./components/ui/toast";
import { CartProvider, useCart } from "./lib/cart";
import { pageTitle } from "./lib/meta";
import { ErrorReferenceLine } from "./components/ui/error-reference-line";
import { useNonce } from "./lib/nonce";
import { beacon } from "./lib/beacon";
import { InlineStyles } from "./lib/inline-styles";
import brandFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import "./load-context";

export async function loader({ context }: Route.LoaderArgs) {
  // The announcement bar (admin Content screen) shows on every storefront page while it runs; a
  // cached page is at most seconds old (page-cache.ts), so it starts and ends on time.
  const announcement = await context.services.content.announcement().catch(() => null);
  // The zone: the cart names the date of a subscription's next charge as the shop counts days.
  // The provider: with Stripe the cart asks for the e-mail before leaving for Stripe's page.
  const { shopName, shopTimeZone, paymentProvider } = context.config;
  // The owner's shipping options: the cart shows each option's price by the rule checkout charges by.
  const { updatedAt: _u, ...shipping } = context.services.settings.shipping.current();
  return { shopName, shopTimeZone, paymentProvider, announcement, shipping };
}

// The root's data (the shop name) never changes while a page is open: don't
// refetch it after every form submission.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Marks the page as hydrated, an error page too: tests (and anything else) can wait for React
  // to own the DOM.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111827" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The same file app.css names: fetched with the page, not after the CSS is parsed. */}
        <link rel="preload" href={brandFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <Meta />
        <Links />
        <InlineStyles />
      </head>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A page view per storefront page shown, the first as the page loads, then one per navigation.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!/^\/admin(\/|$)/.test(pathname)) beacon("v");
  }, [pathname]);
  return (
    <ToastProvider>
      <CartProvider>
        <Outlet />
        <Toasts />
      </CartProvider>
    </ToastProvider>
  );
}

function Toasts() {
  return <ToastList drawerOpen={useCart().isOpen} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shopName = useRouteLoaderData<typeof loader>("root")?.shopName ?? "Rebound";
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A 503's text comes from the server's error mapping ("briefly unavailable…").
  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? "We couldn't find that page."
      : error.statusText || "Something went wrong."
    : "Something went wrong. Please try again.";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{pageTitle(status === 404 ? "Page not found" : "Error", shopName)}</title>
      <p className="text-sm font-semibold text-fuchsia-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-gray-700">{message}</p>
      <ErrorReferenceLine error={error} className="mt-2 text-sm text-gray-600" />
      <a href="/" className="mt-8 inline-block rounded-full bg-gray-900 px-6 py-3 font-semibold text-white">
        Back to the shop
      </a>
    </main>
  );
}
