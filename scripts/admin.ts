// `npm run admin -- <command>`: manage admin accounts on the configured database.
//   create --email you@example.com    password from ADMIN_PASSWORD, else a hidden prompt
//   reset-password --email …          same; signs the account out everywhere
//   delete --email …
//   list
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { createDb } from "../server/infra/db/client";
import { migrateToLatest } from "../server/infra/db/migrate";
import { createLogger } from "../server/logger";
import { createAuthService } from "../server/modules/auth/auth.service";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "../server/modules/auth/password";

const USAGE = `Usage: npm run admin -- <command>
  create --email <address>           create an owner (password from ADMIN_PASSWORD or a prompt)
  reset-password --email <address>   set a new password and end the account's sessions
  delete --email <address>           remove an admin
  list                               list admins`;

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          finish();
          resolve(value);
          return;
        }
        if (ch === "\u0003" || ch === "\u0004") {
          finish();
          reject(new Error("cancelled"));
          return;
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function newPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new Error("set ADMIN_PASSWORD, or run this in a terminal to be asked for the password");
  }
  for (;;) {
    const first = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
    const problem = passwordProblem(first);
    if (problem) {
      console.log(problem);
      continue;
    }
    if ((await promptHidden("Repeat the password: ")) === first) return first;
    console.log("The passwords differ; try again.");
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  const needsEmail = ["create", "reset-password", "delete"].includes(command);
  if (!needsEmail && command !== "list") {
    console.error(`Unknown command '${command}'.\n${USAGE}`);
    return 1;
  }
  if (needsEmail && !values.email) {
    console.error(`${command} needs --email <address>.`);
    return 1;
  }

  // ADMIN_EMAIL/ADMIN_PASSWORD are the first-start variables; here only the password is read, above.
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const auth = createAuthService({ db, logger: createLogger("silent"), clock: () => new Date() });
    const email = values.email ?? "";
    if (command === "list") {
      const users = await auth.listAdminUsers();
      if (users.length === 0) console.log("No admin accounts yet.");
      for (const u of users)
        console.log(`${u.email}\t${u.role}\tcreated ${u.createdAt}\tlast sign-in ${u.lastLoginAt ?? "never"}`);
    } else if (command === "create") {
      const created = await auth.createAdminUser({ email, password: await newPassword() });
      console.log(`Created owner ${created.email}. Sign in at ${config.publicUrl}/admin/login`);
    } else if (command === "reset-password") {
      await auth.resetAdminPassword({ email, password: await newPassword() });
      console.log(`New password set for ${email}; its sessions were ended.`);
    } else {
      await auth.deleteAdminUser(email);
      console.log(`Deleted admin ${email}.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const prefix = err instanceof ConfigError ? "configuration: " : "";
    console.error(`admin: ${prefix}${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
