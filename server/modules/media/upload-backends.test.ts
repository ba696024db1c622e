import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createLocalMediaStore } from "../../infra/storage/media-store";
import { localUploadBackend } from "./upload-backends";

describe("local upload backend", () => {
  it("makes its folder before returning and starts no mkdir of its own that could throw later", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "upload-backend-"));
    const directory = path.join(root, "uploads");
    localUploadBackend({ directory, store: createLocalMediaStore(path.join(root, "media")) });
    expect(existsSync(directory)).toBe(true);
    // A folder removed right after start (a test's clean-up, an operator) is not made again
    // behind everyone's back, and nothing fails out of reach of the caller.
    rmSync(root, { recursive: true, force: true });
    await sleep(50);
    expect(existsSync(directory)).toBe(false);
  });
});
