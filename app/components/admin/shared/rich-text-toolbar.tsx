// The rich-text editor's toolbar: one button per format, pressed (aria-pressed) while the caret is
// in it, and the link's address asked for in a row of its own (not a window.prompt, so it is
// labelled, checked and keyboard-operable like every other field).
import { useId, useRef, useState, type ReactNode } from "react";
import { isSafeHref, type HeadingChoice } from "./rich-text-clean";
import { buttonClass, inputClass } from "./form-controls";

export type ToolbarState = { block: string; bold: boolean; italic: boolean; ul: boolean; ol: boolean; link: boolean };

function ToolButton(props: {
  label: string;
  pressed: boolean;
  disabled?: boolean;
  onPress(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-pressed={props.pressed}
      title={props.label}
      disabled={props.disabled}
      // Keeps the selection in the editing area while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onPress}
      className="inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-1.5 text-sm text-gray-800 hover:bg-gray-100 disabled:opacity-50 aria-pressed:bg-purple-100 aria-pressed:text-purple-900"
    >
      {props.children}
    </button>
  );
}

const icon = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export function RichTextToolbar(props: {
  label: string;
  state: ToolbarState;
  headings: readonly HeadingChoice[];
  disabled?: boolean;
  onBlock(tag: string): void;
  onCommand(name: string): void;
  /** An address to link the selection to (saved before the address field took focus), or "" to unlink. */
  onLink(href: string, selection: Range | null): void;
}) {
  const { state, disabled } = props;
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [href, setHref] = useState("https://");
  const [error, setError] = useState("");
  const saved = useRef<Range | null>(null);

  const addLink = () => {
    if (!isSafeHref(href)) {
      setError("Enter an address starting with https://, mailto: or tel:, or a page of the shop such as /faqs");
      return;
    }
    props.onLink(href.trim(), saved.current);
    setAsking(false);
  };

  return (
    <div className="border-b border-gray-200">
      <div
        role="toolbar"
        aria-label={`${props.label} formatting`}
        className="flex flex-wrap items-center gap-0.5 p-1.5"
      >
        {props.headings.map((h) => (
          <ToolButton
            key={h.tag}
            label={h.label}
            pressed={state.block === h.tag}
            disabled={disabled}
            onPress={() => props.onBlock(h.tag)}
          >
            <span aria-hidden="true" className="font-bold">
              {props.headings.length > 1 || h.tag === "h4" ? h.tag.toUpperCase() : "H"}
            </span>
          </ToolButton>
        ))}
        <ToolButton
          label="Paragraph"
          pressed={state.block === "p" && !state.ul && !state.ol}
          disabled={disabled}
          onPress={() => props.onBlock("p")}
        >
          {icon("M11 16V4M14.5 16V4M16.5 4H8.5a3 3 0 0 0 0 6H11")}
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-gray-200" />
        <ToolButton label="Bold" pressed={state.bold} disabled={disabled} onPress={() => props.onCommand("bold")}>
          <span aria-hidden="true" className="font-bold">
            B
          </span>
        </ToolButton>
        <ToolButton label="Italic" pressed={state.italic} disabled={disabled} onPress={() => props.onCommand("italic")}>
          <span aria-hidden="true" className="font-serif italic">
            I
          </span>
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-gray-200" />
        <ToolButton
          label="Bulleted list"
          pressed={state.ul}
          disabled={disabled}
          onPress={() => props.onCommand("insertUnorderedList")}
        >
          {icon("M8 5h9M8 10h9M8 15h9M3.5 5h.01M3.5 10h.01M3.5 15h.01")}
        </ToolButton>
        <ToolButton
          label="Numbered list"
          pressed={state.ol}
          disabled={disabled}
          onPress={() => props.onCommand("insertOrderedList")}
        >
          {icon("M8 5h9M8 10h9M8 15h9M3 4l1-.5V7M3 9.5h1.5L3 12h1.8M3 14h1.6l-.8 1 .8 1H3")}
        </ToolButton>
        <ToolButton
          label="Link"
          pressed={state.link}
          disabled={disabled}
          onPress={() => {
            // Pressed while in a link: the link goes (its text stays).
            if (state.link) return props.onLink("", null);
            const sel = document.getSelection();
            saved.current = sel && sel.rangeCount > 0 ? sel.getRangeAt(0).cloneRange() : null;
            setHref("https://");
            setError("");
            setAsking(true);
          }}
        >
          {icon(
            "M8.5 11.5a3 3 0 0 0 4.2 0l2.6-2.6a3 3 0 0 0-4.2-4.2l-.9.9M11.5 8.5a3 3 0 0 0-4.2 0l-2.6 2.6a3 3 0 0 0 4.2 4.2l.9-.9",
          )}
        </ToolButton>
      </div>
      {asking ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-gray-100 p-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-href`} className="mb-1 block text-xs font-medium text-gray-700">
              Link address
            </label>
            <input
              id={`${id}-href`}
              type="url"
              autoFocus
              value={href}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-href-error` : undefined}
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                // Enter adds the link; it must not submit the form the editor sits in.
                if (e.key === "Enter") {
                  e.preventDefault();
                  addLink();
                } else if (e.key === "Escape") {
                  e.preventDefault();
                  setAsking(false);
                }
              }}
              placeholder="https://"
              className={inputClass}
            />
            {error ? (
              <p id={`${id}-href-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <button type="button" className={buttonClass.secondary} onClick={addLink}>
            Add link
          </button>
          <button type="button" className={buttonClass.ghost} onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      ) : null}
    </div>
  );
}
