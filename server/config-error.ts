/** A setting that is missing or wrong: its message is one line naming the variable and what it expects. */
export class ConfigError extends Error {}
