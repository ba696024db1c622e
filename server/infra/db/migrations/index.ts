// Every migration, in order. Static imports so the bundled server carries them.
import type { Migration } from "kysely";
import * as m0001 from "./0001-products-settings";

export const migrations: Record<string, Migration> = {
  "0001-products-settings": m0001,
};
