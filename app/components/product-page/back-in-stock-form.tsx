// 'E-mail me when it's back': shown on the product page while one or more of its
// flavours is sold out; posts to /api/back-in-stock and says what the server answered. Kept to
// one small component with no new dependency, so the storefront's JavaScript barely grows.
import { useId, useState, type FormEvent } from "react";
import { offeredFlavors } from "../../../core/offered-flavors";
import type { Product } from "../../../core/product";
import { isSoldOut } from "../../../core/stock";
import { useHydrated } from "../../lib/use-hydrated";

const FIELD =
  "block min-h-11 w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600";

type Answer = { ok: boolean; text: string };

export function BackInStockForm({ product }: { product: Product }) {
  const soldOut = offeredFlavors(product).filter((f) => isSoldOut(product.stock, f));
  const id = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  // Sent by script only: before hydration the button waits, so an address never lands in a URL.
  const hydrated = useHydrated();
  if (soldOut.length === 0) return null;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    try {
      const res = await fetch("/api/back-in-stock", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ flavour: form.get("flavour"), email: form.get("email") }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string };
      setAnswer(
        res.ok
          ? { ok: true, text: body.message ?? "Thanks! We'll e-mail you when it's back." }
          : { ok: false, text: body.error ?? "Something went wrong. Please try again." },
      );
    } catch {
      setAnswer({ ok: false, text: "Something went wrong. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-2xl border border-gray-200 bg-gray-50 p-5 lg:ml-auto lg:w-[calc(50%-2rem)]"
      data-testid="back-in-stock"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-gray-900">
        E-mail me when it's back
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {soldOut.length === 1
          ? `${soldOut[0]} is sold out. Leave your e-mail and we'll tell you once, when it's back.`
          : "Some flavours are sold out. Leave your e-mail and we'll tell you once, when yours is back."}
      </p>
      <form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)}>
        {soldOut.length === 1 ? (
          <input type="hidden" name="flavour" value={soldOut[0]} />
        ) : (
          <div>
            <label htmlFor={`${id}-flavour`} className="mb-1.5 block text-sm font-semibold text-gray-900">
              Flavour
            </label>
            <select id={`${id}-flavour`} name="flavour" className={FIELD}>
              {soldOut.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
          </div>
        )}
        <div className={soldOut.length === 1 ? "sm:col-span-2" : ""}>
          <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold text-gray-900">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={FIELD}
          />
        </div>
        <button
          type="submit"
          disabled={busy || !hydrated}
          className="min-h-11 rounded-full bg-gray-900 px-6 py-2 font-semibold text-white hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600 disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
        >
          E-mail me when it's back
        </button>
      </form>
      <p
        role="status"
        className={`mt-3 text-sm font-medium empty:hidden ${answer?.ok === false ? "text-red-700" : "text-emerald-800"}`}
      >
        {answer?.text ?? ""}
      </p>
    </section>
  );
}
