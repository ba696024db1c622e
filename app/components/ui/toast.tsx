import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { TIMINGS } from "../../../core/constants";

type ToastAction = { label: string; onClick(): void };
type Toast = { id: number; message: string; action?: ToastAction; tone: "success" | "info" };
type ToastApi = { show(message: string, options?: { action?: ToastAction; tone?: Toast["tone"] }): void };

const ToastContext = createContext<ToastApi | null>(null);
const ToastsContext = createContext<Toast[]>([]);

/** Toasts: announced politely, gone after 4000 ms (SPEC §9). <ToastList> shows them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback<ToastApi["show"]>((message, options) => {
    const id = next.current++;
    setToasts((t) => [...t.slice(-2), { id, message, action: options?.action, tone: options?.tone ?? "success" }]);
    window.setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), TIMINGS.toastMs);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      <ToastsContext.Provider value={toasts}>{children}</ToastsContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * The toasts. While the cart drawer is open they keep clear of it: beside it where
 * there is room, heard but not shown on a phone (where the drawer fills the screen),
 * and without their action buttons (View Cart has nothing to do then).
 */
export function ToastList({ drawerOpen }: { drawerOpen: boolean }) {
  const toasts = useContext(ToastsContext);
  return (
    <div
      aria-live="polite"
      role="status"
      className={`pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 ${drawerOpen ? "max-md:sr-only md:right-[28rem]" : ""}`}
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          className="pointer-events-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-2xl bg-gray-900 px-4 py-3 text-sm text-white shadow-xl"
          data-testid="toast"
        >
          <span className="flex items-center gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`h-5 w-5 shrink-0 ${t.tone === "info" ? "text-amber-300" : "text-green-400"}`}
            >
              {t.tone === "info" ? (
                <path
                  d="M10 5v6M10 14.5v.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              ) : (
                <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              )}
            </svg>
            {t.message}
          </span>
          {t.action && !drawerOpen ? (
            <button
              type="button"
              onClick={t.action.onClick}
              className="shrink-0 rounded-full bg-white px-3 py-1 font-semibold text-gray-900"
            >
              {t.action.label}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast must be used within a ToastProvider");
  return ctx;
}
