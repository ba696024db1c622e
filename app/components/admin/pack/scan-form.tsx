// The bench's one input. A scanner types a code and presses Enter. Before the page's scripts run
// it is a plain form post that the server answers with the whole page; once they run, each code
// is sent in turn without a reload (codes scanned while one is on its way wait in a queue, so a
// fast hand loses none), the answer is read out, a refusal beeps, and the input keeps the focus.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher } from "react-router";
import type { ScanAnswer } from "../../../../server/modules/orders/order-pack.types";
import { buttonClass, inputClass } from "../shared/form-controls";
import { refusalBeep } from "./scan-sound";

const TONE_CLASS: Record<ScanAnswer["tone"], string> = {
  ok: "bg-purple-50 text-purple-900 ring-purple-200",
  packed: "bg-green-50 text-green-900 ring-green-200",
  refused: "bg-red-50 text-red-800 ring-red-200",
};

type Post = { code: string } | { intent: "undo" | "put-back" };

/**
 * `posted`: the answer of a plain form post (no scripts yet); `onAnswer` hands each later one up;
 * `open`: an order is on the bench, so a scan can be undone and the order put back.
 */
export function ScanForm({
  posted,
  onAnswer,
  open,
}: {
  posted: ScanAnswer | null;
  onAnswer(a: ScanAnswer): void;
  open: boolean;
}) {
  const fetcher = useFetcher<ScanAnswer>();
  const queue = useRef<Post[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<ScanAnswer | null>(posted);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const a = fetcher.data;
    if (!a) return;
    setAnswer(a);
    onAnswer(a);
    if (a.tone === "refused") refusalBeep();
  }, [fetcher.data, onAnswer]);

  useEffect(() => {
    if (busy) return;
    const next = queue.current.shift();
    if (next !== undefined) void fetcher.submit(next, { method: "post" });
    input.current?.focus();
  }, [busy, fetcher]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const field = input.current;
    if (!field) return;
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("value");
    if (submitter?.getAttribute("name") === "intent" && (intent === "undo" || intent === "put-back")) {
      queue.current.push({ intent });
    } else {
      queue.current.push({ code: field.value });
      field.value = "";
    }
    if (!busy) void fetcher.submit(queue.current.shift()!, { method: "post" });
  }

  return (
    <div className="space-y-3">
      <Form method="post" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="pack-code" className="mb-1 block text-sm font-semibold text-gray-900">
            Scan a packing slip or a tub
          </label>
          <input
            ref={input}
            id="pack-code"
            name="code"
            // Each scan starts empty; a code typed by hand works the same.
            defaultValue=""
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={40}
            aria-describedby="pack-answer"
            className={`${inputClass} min-h-12 text-lg tracking-wide focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-600`}
          />
        </div>
        <button type="submit" className={`${buttonClass.primary} min-h-12 min-w-24`}>
          Enter
        </button>
        {open ? (
          <span className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="undo" className={`${buttonClass.secondary} min-h-12`}>
              Undo last scan
            </button>
            <button type="submit" name="intent" value="put-back" className={`${buttonClass.secondary} min-h-12`}>
              Put back unpacked
            </button>
          </span>
        ) : null}
      </Form>
      <p
        id="pack-answer"
        role="status"
        aria-live="polite"
        data-tone={answer?.tone ?? "none"}
        className={`min-h-10 rounded-lg px-3 py-2 text-base font-semibold ring-1 ${
          answer ? TONE_CLASS[answer.tone] : "text-gray-600 ring-transparent"
        }`}
      >
        {answer?.message ?? ""}
      </p>
    </div>
  );
}
