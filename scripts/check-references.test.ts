// The reference check over a small made-up repository: each rule passes on a clean tree and fails
// on one deliberate violation, naming the file and line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkReferences, headingAnchors } from "./check-references";

let root: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const SPEC = "# Specification\n\n## 1. What it does\n\n## 2. Screens and routes\n\n### Home page\n";
const DESIGN = "# Design\n\n## 2. Principles\n\n## 10. The spec's open points, decided\n";
const INDEX =
  "# Architecture\n\n## Decision records\n\n| record | applies to |\n|---|---|\n" +
  "| [ADR 0001](decisions/0001-first.md) the first | `app/` |\n" +
  "| [ADR 0002](decisions/0002-second.md) the second | `server/` |\n";

function cleanTree(): void {
  write("docs/spec.md", SPEC);
  write("docs/design.md", DESIGN);
  write("docs/architecture.md", INDEX);
  write("docs/decisions/0001-first.md", "# 0001 The first\n\nStatus: Accepted (2026-11-21).\n");
  write(
    "docs/decisions/0002-second.md",
    "# 0002 The second\n\nStatus: Accepted (2026-11-23). Context: [spec §2](../spec.md#2-screens-and-routes).\n",
  );
  write(
    "server/thing.ts",
    "// The home page (docs/spec.md §1, §2; docs/design.md §2, principle 2, and §10), see ADR 0002.\n" +
      "export const x = 1;\n",
  );
  write("app/page.tsx", "// A page.\nexport const y = 2;\n");
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "check-references-"));
  cleanTree();
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("checkReferences", () => {
  it("finds nothing wrong in a clean tree", () => {
    expect(checkReferences(root)).toEqual([]);
  });

  it("fails an issue number in code, in a test name and in an ADR", () => {
    write("server/thing.ts", "// Counted once (issue 28).\nexport const x = 1;\n");
    write("tests/e2e/a.spec.ts", 'test("keeps the cart (Issue #7)", () => {});\n');
    write("docs/decisions/0001-first.md", "# 0001 The first\n\nStatus: Accepted.\n\nIssues 3 and 4 asked.\n");
    const found = checkReferences(root);
    expect(found).toEqual([
      expect.stringMatching(/^docs\/decisions\/0001-first\.md:5: .*issue/),
      expect.stringMatching(/^server\/thing\.ts:1: .*issue/),
      expect.stringMatching(/^tests\/e2e\/a\.spec\.ts:1: .*issue/),
    ]);
  });

  it("fails a § that names no document, or a section the document lacks", () => {
    write("server/thing.ts", "// The rule of SPEC §5.\n// And docs/spec.md §2, §7.\n");
    const found = checkReferences(root);
    expect(found).toEqual([
      expect.stringMatching(/^server\/thing\.ts:1: .*§5/),
      expect.stringMatching(/^server\/thing\.ts:2: .*§7.*docs\/spec\.md/),
    ]);
  });

  it("fails a Markdown link to a heading the document does not have", () => {
    write("docs/decisions/0001-first.md", "# 0001 The first\n\nStatus: Accepted. [spec §2](../spec.md#2-home-page)\n");
    expect(checkReferences(root)).toEqual([
      expect.stringMatching(/^docs\/decisions\/0001-first\.md:3: .*#2-home-page/),
    ]);
  });

  it("fails a reference to a decision record that does not exist", () => {
    write("app/page.tsx", "// As ADR 0009 says.\n");
    expect(checkReferences(root)).toEqual([expect.stringMatching(/^app\/page\.tsx:1: .*0009/)]);
  });

  it("fails a record missing from the index, and an index link to no file", () => {
    write("docs/decisions/0003-third.md", "# 0003 The third\n\nStatus: Accepted.\n");
    write("docs/architecture.md", INDEX + "| [ADR 0004](decisions/0004-gone.md) gone | `core/` |\n");
    const found = checkReferences(root);
    expect(found).toEqual([
      expect.stringMatching(/^docs\/architecture\.md:\d+: "ADR 0004": no such decision record/),
      expect.stringMatching(/^docs\/architecture\.md:\d+: .*0004-gone\.md is not a file/),
      expect.stringMatching(/^docs\/decisions\/0003-third\.md: .*not linked/),
    ]);
  });

  it("fails a record that is only proposed or has no number of its own", () => {
    write("docs/decisions/0002-second.md", "# 0002 The second\n\nStatus: proposed. Number to be assigned.\n");
    write("docs/decisions/0001-first.md", "# The first\n\nStatus: Accepted.\n");
    const found = checkReferences(root);
    expect(found).toEqual([
      expect.stringMatching(/^docs\/decisions\/0001-first\.md:1: .*0001/),
      expect.stringMatching(/^docs\/decisions\/0002-second\.md:3: .*Status/),
    ]);
  });
});

describe("headingAnchors", () => {
  it("gives GitHub's anchors: lower case, punctuation dropped, spaces as hyphens", () => {
    expect([...headingAnchors("## 4. Stack (tried: Node 20.20.2, npm 11)\n## 10. The spec's points\n")]).toEqual([
      "4-stack-tried-node-20202-npm-11",
      "10-the-specs-points",
    ]);
  });
});
