// A small rich-text editor for staff (product descriptions; content pages next): a contenteditable
// area with a toolbar for headings, paragraphs, lists, links, bold and italic. No library: the
// browser's own editing commands do the work, and every value in or out goes through the
// whitelist in rich-text-clean.ts. It gives the parent clean HTML; the server sanitises again.
// Only admin screens import it, so no shopper downloads it.
import { useCallback, useEffect, useRef, useState } from "react";
import { cleanInto, cleanRichText, isSafeHref, type HeadingChoice, type RichTextTags } from "./rich-text-clean";
import { RichTextToolbar, type ToolbarState } from "./rich-text-toolbar";
import { RICH_TEXT_CLASS } from "./rich-text-style";

const DEFAULT_HEADINGS: readonly HeadingChoice[] = [{ tag: "h3", label: "Heading" }];
const NOTHING: ToolbarState = { block: "p", bold: false, italic: false, ul: false, ol: false, link: false };

// document.execCommand is deprecated but is still the one editing API every browser implements
// (the replacement, Input Events level 2, leaves the editing to the page).
const run = (command: string, value?: string) => document.execCommand(command, false, value);

export function RichTextEditor(props: {
  id: string;
  /** The field's name, said by the editing area and its toolbar. */
  label: string;
  value: string;
  onChange(html: string): void;
  disabled?: boolean;
  headings?: readonly HeadingChoice[];
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}) {
  const { id, label, value, onChange, disabled } = props;
  const headings = props.headings ?? DEFAULT_HEADINGS;
  const tags: RichTextTags = { headings: headings.map((h) => h.tag) };
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const [state, setState] = useState<ToolbarState>(NOTHING);
  const tagsKey = tags.headings.join();

  // Loads a value that did not come from this editor (the first render, another product).
  useEffect(() => {
    const el = area.current;
    if (!el || value === emitted.current) return;
    cleanInto(value, el, { headings: tagsKey ? tagsKey.split(",") : [] });
    emitted.current = value;
  }, [value, tagsKey]);

  const emit = useCallback(() => {
    const el = area.current;
    if (!el) return;
    const html = cleanRichText(el.innerHTML, { headings: tagsKey ? tagsKey.split(",") : [] });
    emitted.current = html;
    onChange(html);
  }, [onChange, tagsKey]);

  /** What the caret is in, for the toolbar's pressed buttons. */
  const refresh = useCallback(() => {
    const el = area.current;
    const sel = document.getSelection();
    if (!el || !sel?.anchorNode || !el.contains(sel.anchorNode)) return;
    let block = "p";
    let link = false;
    for (let n: Node | null = sel.anchorNode; n && n !== el; n = n.parentNode) {
      const name = n.nodeName.toLowerCase();
      if (name === "a") link = true;
      if (/^(h[1-6]|p)$/.test(name)) block = name;
    }
    setState({
      block,
      link,
      bold: document.queryCommandState("bold"),
      italic: document.queryCommandState("italic"),
      ul: document.queryCommandState("insertUnorderedList"),
      ol: document.queryCommandState("insertOrderedList"),
    });
  }, []);

  useEffect(() => {
    document.addEventListener("selectionchange", refresh);
    return () => document.removeEventListener("selectionchange", refresh);
  }, [refresh]);

  const command = (name: string, arg?: string) => {
    area.current?.focus();
    run(name, arg);
    emit();
    refresh();
  };

  return (
    <div className={`rounded-xl bg-white ring-1 ${props["aria-invalid"] ? "ring-red-500" : "ring-gray-300"}`}>
      <RichTextToolbar
        label={label}
        state={state}
        headings={headings}
        disabled={disabled}
        onBlock={(tag) => command("formatBlock", state.block === tag && tag !== "p" ? "p" : tag)}
        onCommand={(name) => command(name)}
        onLink={(href, selection) => {
          const sel = document.getSelection();
          area.current?.focus();
          if (selection && sel) {
            sel.removeAllRanges();
            sel.addRange(selection);
          }
          if (!href) return command("unlink");
          if (!isSafeHref(href)) return;
          if (sel && !sel.isCollapsed) command("createLink", href);
          else command("insertHTML", `<a href="${escapeText(href.trim())}">${escapeText(href.trim())}</a>`);
        }}
      />
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-describedby={props["aria-describedby"]}
        aria-invalid={props["aria-invalid"]}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        tabIndex={0}
        className={`${RICH_TEXT_CLASS} min-h-32 rounded-b-xl px-3 py-2.5 text-sm text-gray-900`}
        onFocus={() => run("defaultParagraphSeparator", "p")}
        onInput={emit}
        onBlur={emit}
        onKeyUp={refresh}
        onMouseUp={refresh}
        onPaste={(e) => {
          // Pasted markup is cut down to the whitelist before it touches the page.
          e.preventDefault();
          const html = e.clipboardData.getData("text/html");
          const text = e.clipboardData.getData("text/plain");
          const clean = html ? cleanRichText(html, tags) : escapeText(text).replace(/\r?\n/g, "<br>");
          if (clean) command("insertHTML", clean);
        }}
        onDrop={(e) => e.preventDefault()}
      />
    </div>
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
