// A folder in the system's temp directory that is removed when the test that made it finishes
// (or, made outside a test, when the test process exits), so a long CI run does not leave
// hundreds of data folders behind.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";

const atExit: string[] = [];
process.once("exit", () => {
  for (const dir of atExit) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    atExit.push(dir); // made in a hook, not a test: kept until the file's tests are done
  }
  return dir;
}
