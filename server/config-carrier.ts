// Labels through a carrier: Sendle when the shop's account is given (SENDLE_ID and
// SENDLE_API_KEY); without them there is no carrier and staff type or import tracking numbers.
import { ConfigError } from "./config-error";
import type { Env } from "./config-env";
import { SENDLE_PRODUCTION_URL, SENDLE_SANDBOX_URL } from "./infra/carriers/sendle";

export type CarrierConfig = { provider: "sendle"; sendleId: string; apiKey: string; baseUrl: string } | null;

export function carrierConfig(e: Env): CarrierConfig {
  if (!e.SENDLE_ID && !e.SENDLE_API_KEY) {
    if (e.SENDLE_BASE_URL || e.SENDLE_SANDBOX) {
      throw new ConfigError(
        `SENDLE_ID: expected a Sendle ID when ${e.SENDLE_BASE_URL ? "SENDLE_BASE_URL" : "SENDLE_SANDBOX"} is set (got nothing)`,
      );
    }
    return null;
  }
  if (!e.SENDLE_ID) throw new ConfigError("SENDLE_ID: expected a Sendle ID when SENDLE_API_KEY is set (got nothing)");
  if (!e.SENDLE_API_KEY)
    throw new ConfigError("SENDLE_API_KEY: expected an API key when SENDLE_ID is set (got nothing)");
  const baseUrl = e.SENDLE_BASE_URL ?? (e.SENDLE_SANDBOX === "true" ? SENDLE_SANDBOX_URL : SENDLE_PRODUCTION_URL);
  return { provider: "sendle", sendleId: e.SENDLE_ID, apiKey: e.SENDLE_API_KEY, baseUrl: baseUrl.replace(/\/+$/, "") };
}
