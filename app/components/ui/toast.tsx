import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { TIMINGS } from "../../../core/constants";

type ToastAction = { label: string; onClick(): void };
/** aboutCart: news the open cart drawer shows itself, so it is only announced while the drawer is open. */
type Toast = { id: number; message: string; action?: ToastAction; tone: "success" | "info"; aboutCart?: boolean };
type ToastApi = {
  show(message: string, options?: { action?: ToastAction; tone?: Toast["tone"]; aboutCart?: boolean }): void;
};

const ToastContext = createContext<ToastApi | null>(null);
const ToastsContext = createContext<Toast[]>([]);

/** Toasts: announced politely, gone after 4000 ms (docs/spec.md §9). <ToastList> shows them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback<ToastApi["show"]>((message, options) => {
    const id = next.current++;
    setToasts((t) => [
      ...t.slice(-2),
      { id, message, action: options?.action, tone: options?.tone ?? "success", aboutCart: options?.aboutCart },
    ]);
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
 * The toasts, announced from here. While the cart drawer is open they keep clear of it: beside
 * it where there is room; on a phone, where the drawer fills the screen, they are heard from here
 * and shown inside the drawer by <DrawerToasts> (above its lines, covering none of its controls).
 * News about the cart itself is not shown over the open drawer, which shows it: only announced.
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
        <ToastCard
          key={t.id}
          toast={t}
          testId="toast"
          actionClass={drawerOpen ? "max-md:hidden" : ""}
          hidden={drawerOpen && t.aboutCart === true}
        />
      ))}
    </div>
  );
}

/** The toasts inside the open drawer on a phone: seen there, announced by <ToastList>. */
export function DrawerToasts() {
  const toasts = useContext(ToastsContext).filter((t) => !t.aboutCart);
  if (toasts.length === 0) return null;
  return (
    <div className="space-y-2 px-5 pt-3 md:hidden">
      {toasts.map((t) => (
        <ToastCard key={t.id} toast={t} testId="drawer-toast" actionClass="" />
      ))}
    </div>
  );
}

function ToastCard(props: { toast: Toast; testId: string; actionClass: string; hidden?: boolean }) {
  const { toast: t, testId, actionClass } = props;
  if (props.hidden) {
    return (
      <div className="sr-only" data-testid="announced-toast">
        {t.message}
      </div>
    );
  }
  return (
    <div
      className="pointer-events-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-2xl bg-gray-900 px-4 py-3 text-sm text-white shadow-xl"
      data-testid={testId}
    >
      <span className="flex items-center gap-2">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 shrink-0 ${t.tone === "info" ? "text-amber-300" : "text-green-400"}`}
        >
          {t.tone === "info" ? (
            <path d="M10 5v6M10 14.5v.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          ) : (
            <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          )}
        </svg>
        {t.message}
      </span>
      {t.action ? (
        <button
          type="button"
          onClick={t.action.onClick}
          className={`min-h-8 shrink-0 rounded-full bg-white px-3 py-1 font-semibold text-gray-900 ${actionClass}`}
        >
          {t.action.label}
        </button>
      ) : null}
    </div>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast must be used within a ToastProvider");
  return ctx;
}
