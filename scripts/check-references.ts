// `npm run lint`: every reference in the repository can be followed from the repository alone.
// - No "issue N": issues live outside the repository; say what the behaviour is, or link the
//   decision record that explains it.
// - A "§N" names its document (docs/spec.md or docs/design.md, the nearest mention before it) and a
//   section that document has (a "## N." heading); a Markdown link to either needs a real anchor.
// - "ADR NNNN" and "docs/decisions/NNNN" name a record that exists.
// - Every record in docs/decisions/ is linked from the index in docs/architecture.md ("## Decision
//   records"), every link there reaches a file, and each record has its number in its title and a
//   status that is decided (Accepted, Superseded by …), not "proposed".
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Where references are read: the product, its tests and tools, their configuration, the docs. */
const SCANNED_DIRS = ["app", "server", "core", "scripts", "tests", "vite-plugins", ".ci", "docs"];
const SCANNED_ROOT_FILES = /^(README\.md|\.dependency-cruiser\.cjs|[\w-]+\.config\.(ts|js|cjs|mjs))$/;
const TEXT_FILE = /\.(tsx?|mjs|cjs|js|sh|css|md|html|ya?ml)$|^run$/;
const SKIPPED_DIRS = new Set(["node_modules", "build", "data", ".react-router", "test-results", "playwright-report"]);

/**
 * Files another branch is rewriting at the time this check arrived; their few references go with
 * that rewrite. An entry whose file no longer has a reference fails too, so the list empties itself.
 */
const PENDING_REWRITE = new Set<string>([]);

/** This check's own test writes violations on purpose. */
const OWN_TEST = "scripts/check-references.test.ts";

const ISSUE = /\bissues? #?\d+/gi;
const SECTION_DOCS = { "spec.md": "docs/spec.md", "design.md": "docs/design.md" } as const;
const DOC_MENTION = /\b(spec|design)\.md\b/gi;
const SECTION = /§\s?(\d+)/g;
const ADR = /\b(?:ADR |docs\/decisions\/)(\d{4})\b/g;
const MD_LINK = /\[([^\]]*)\]\(([^)\s]+)\)/g;
const INDEX_FILE = "docs/architecture.md";
const INDEX_HEADING = "## Decision records";
/** How far back (in characters) a § looks for the document it belongs to. */
const SECTION_REACH = 200;

/** GitHub's anchors for a Markdown text's headings, in order (a repeated one gets -1, -2, …). */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const out: string[] = [];
  for (const line of markdown.split("\n")) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = (m[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.push(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The numbers of a Markdown text's "## N." sections. */
function sectionNumbers(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## (\d+)\./gm)].map((m) => m[1] ?? ""));
}

function walk(root: string, dir: string, out: string[]): void {
  const full = path.join(root, dir);
  if (!existsSync(full)) return;
  for (const name of readdirSync(full)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) walk(root, rel, out);
    else if (TEXT_FILE.test(name)) out.push(rel);
  }
}

function scannedFiles(root: string): string[] {
  const out: string[] = readdirSync(root).filter((name) => SCANNED_ROOT_FILES.test(name));
  for (const dir of SCANNED_DIRS) walk(root, dir, out);
  return out.sort();
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

type Docs = { sections: Record<string, Set<string>>; anchors: Record<string, Set<string>>; records: string[] };

function readDocs(root: string): Docs {
  const sections: Record<string, Set<string>> = {};
  const anchors: Record<string, Set<string>> = {};
  for (const file of Object.values(SECTION_DOCS)) {
    const text = existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : "";
    sections[file] = sectionNumbers(text);
    anchors[file] = new Set(headingAnchors(text));
  }
  const dir = path.join(root, "docs/decisions");
  const records = existsSync(dir) ? readdirSync(dir).filter((f) => /^\d{4}-.*\.md$/.test(f)) : [];
  return { sections, anchors, records: records.sort() };
}

/** The problems in one file's text, each as "file:line: what". */
function checkText(file: string, text: string, docs: Docs): string[] {
  const found: string[] = [];
  const at = (index: number, what: string) => found.push(`${file}:${lineOf(text, index)}: ${what}`);
  const isSectionDoc = (Object.values(SECTION_DOCS) as string[]).includes(file);

  for (const m of text.matchAll(ISSUE)) {
    at(m.index, `"${m[0]}" cites an issue the repository does not hold: say what it means, or link its ADR`);
  }
  for (const m of text.matchAll(ADR)) {
    if (!docs.records.some((r) => r.startsWith(`${m[1]}-`))) at(m.index, `"${m[0]}": no such decision record`);
  }

  // Markdown links to the spec or the design: the anchor must be a heading, and a § in the link's
  // text a section of that document. Then the links are blanked so the rule below sees the rest.
  let rest = text;
  if (file.endsWith(".md")) {
    rest = text.replace(MD_LINK, (whole, label: string, target: string, index: number) => {
      const [target_path = "", anchor] = target.split("#");
      const doc = (Object.keys(SECTION_DOCS) as (keyof typeof SECTION_DOCS)[]).find(
        (name) => path.posix.basename(target_path) === name,
      );
      const docFile = doc ? SECTION_DOCS[doc] : isSectionDoc && target_path === "" ? file : undefined;
      if (!docFile) return whole;
      if (anchor && !docs.anchors[docFile]?.has(anchor)) at(index, `${target}: ${docFile} has no heading #${anchor}`);
      for (const s of label.matchAll(SECTION)) {
        if (!docs.sections[docFile]?.has(s[1] ?? "")) at(index, `§${s[1]}: ${docFile} has no section ${s[1]}`);
      }
      return " ".repeat(whole.length);
    });
  }

  if (!isSectionDoc) {
    for (const m of rest.matchAll(SECTION)) {
      const before = rest.slice(Math.max(0, m.index - SECTION_REACH), m.index);
      const mentions = [...before.matchAll(DOC_MENTION)];
      const last = mentions.at(-1);
      if (!last || /\b(SPEC|DESIGN)\s*$/.test(before)) {
        at(m.index, `§${m[1]} names no document: write docs/spec.md §${m[1]} or docs/design.md §${m[1]}`);
        continue;
      }
      const docFile = SECTION_DOCS[`${(last[1] ?? "").toLowerCase()}.md` as keyof typeof SECTION_DOCS];
      if (!docs.sections[docFile]?.has(m[1] ?? "")) at(m.index, `§${m[1]}: ${docFile} has no section ${m[1]}`);
    }
  }
  return found;
}

/** The decision records: each in the index, each index link a file, numbered, with a decided status. */
function checkIndex(root: string, docs: Docs): string[] {
  const found: string[] = [];
  const indexPath = path.join(root, INDEX_FILE);
  const index = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : "";
  const start = index.indexOf(INDEX_HEADING);
  if (start < 0) return [`${INDEX_FILE}: no "${INDEX_HEADING}" section to index docs/decisions/`];
  const end = index.indexOf("\n## ", start + INDEX_HEADING.length);
  const section = index.slice(start, end < 0 ? undefined : end);
  const linked = new Set<string>();
  for (const m of section.matchAll(/\]\(decisions\/([^)#\s]+)\)/g)) {
    const record = m[1] ?? "";
    linked.add(record);
    if (!docs.records.includes(record)) {
      found.push(`${INDEX_FILE}:${lineOf(index, start + m.index)}: decisions/${m[1]} is not a file`);
    }
  }
  for (const record of docs.records) {
    const file = `docs/decisions/${record}`;
    const text = readFileSync(path.join(root, file), "utf8");
    if (!linked.has(record)) found.push(`${file}: not linked from the index in ${INDEX_FILE}`);
    const title = text.split("\n")[0] ?? "";
    if (!title.startsWith(`# ${record.slice(0, 4)}`))
      found.push(`${file}:1: the title must start with its number, ${record.slice(0, 4)}`);
    const status = /^Status: (.*)$/m.exec(text);
    if (
      !status ||
      !/^(Accepted|Superseded by|Partly superseded by)/.test(status[1] ?? "") ||
      /to be assigned/i.test(text)
    ) {
      const line = status ? lineOf(text, status.index) : 1;
      found.push(`${file}:${line}: Status must be "Accepted (…)" or "Superseded by NNNN", not "${status?.[1] ?? ""}"`);
    }
  }
  return found;
}

/** Every problem under root, sorted by file. */
export function checkReferences(root: string): string[] {
  const docs = readDocs(root);
  const found: string[] = [];
  for (const file of scannedFiles(root)) {
    if (file === OWN_TEST) continue;
    const problems = checkText(file, readFileSync(path.join(root, file), "utf8"), docs);
    if (PENDING_REWRITE.has(file)) {
      if (problems.length === 0) found.push(`${file}: has no reference left; take it off PENDING_REWRITE`);
      continue;
    }
    found.push(...problems);
  }
  found.push(...checkIndex(root, docs));
  const fileOf = (p: string) => p.split(":")[0] ?? "";
  return found.sort((a, b) => (fileOf(a) < fileOf(b) ? -1 : fileOf(a) > fileOf(b) ? 1 : 0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = checkReferences(process.cwd());
  for (const f of found) console.error(f);
  if (found.length > 0) {
    console.error(`\n${found.length} reference(s) cannot be followed from the repository.`);
    process.exit(1);
  }
  console.log("✔ every reference resolves in the repository");
}
