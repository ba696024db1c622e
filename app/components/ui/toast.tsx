import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { TIMINGS } from "../../../core/constants";

type Toast = { id: number; message: string; action?: { label: string; onClick(): void } };
type ToastApi = { show(message: string, action?: Toast["action"]): void };

const ToastContext = createContext<ToastApi | null>(null);

/** Success toasts: announced politely, gone after 4000 ms (SPEC §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback((message: string, action?: Toast["action"]) => {
    const id = next.current++;
    setToasts((t) => [...t.slice(-2), { id, message, action }]);
    window.setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), TIMINGS.toastMs);
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className="pointer-events-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-2xl bg-gray-900 px-4 py-3 text-sm text-white shadow-xl"
            data-testid="toast"
          >
            <span className="flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-green-400">
                <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
              {t.message}
            </span>
            {t.action ? (
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
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error("useToast must be used within a ToastProvider");
  return ctx;
}
