// A shop process that only runs the renewal job, for the kill -9 test: it opens the
// database the test made (DATABASE_URL), sets its clock to CLOCK and runs the job until told to stop
// (or killed). Run with tsx.
import { loadConfig } from "../../server/config";
import { createContext } from "../../server/context";
import { createLogger } from "../../server/logger";

const config = loadConfig({
  DATABASE_URL: process.env.DATABASE_URL!,
  DATA_DIR: process.env.DATA_DIR!,
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "w".repeat(40),
  PUBLIC_URL: "https://shop.test",
});
const at = new Date(process.env.CLOCK!);
const ctx = await createContext({ config, logger: createLogger("warn"), clock: () => at, seed: false });
process.stdout.write("ready\n");
const report = await ctx.services.subscriptions.renewals.runDue();
process.stdout.write(`${JSON.stringify(report)}\n`);
await ctx.close();
