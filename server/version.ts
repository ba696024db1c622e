// The running release, as the System screen shows it: SHOP_VERSION when the deployment sets it
// (a git tag or commit), else package.json's version.
import { readFileSync } from "node:fs";

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync("package.json", "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

export const SHOP_VERSION = process.env.SHOP_VERSION?.trim() || packageVersion();
