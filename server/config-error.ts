/** A configuration mistake, said in one line naming the variable (server/main.ts prints it and exits). */
export class ConfigError extends Error {}
