// The admin screens' remaining calls to /api/admin/* and /api/auth/*. JSON in, JSON out;
// a 401 means the session ended and the caller sends the browser to sign in.
export class SessionEndedError extends Error {
  constructor() {
    super("Your session has ended. Please sign in again.");
    this.name = "SessionEndedError";
  }
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** JSON request to the admin API; throws SessionEndedError on 401, ApiError on other failures. */
export async function adminRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? "GET",
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
  });
  if (res.status === 401) throw new SessionEndedError();
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => null)) as { error?: string; details?: unknown } | null;
  if (!res.ok) {
    const details =
      data?.details && typeof data.details === "object" ? (data.details as Record<string, string>) : undefined;
    throw new ApiError(data?.error ?? `Error ${res.status}`, res.status, details);
  }
  return data as T;
}

// Every screen loads and saves through its route's loader and action; only signing out is left here.
export const adminApi = {
  logout: () => adminRequest<void>("/api/auth/logout", { method: "POST" }),
};
