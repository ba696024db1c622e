import { S3ServiceException } from "@aws-sdk/client-s3";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { AppError, toErrorResponse } from "../errors";
import { errorSummary, isStorageUnavailable } from "./storage-errors";

const s3Error = (name: string, httpStatusCode: number) =>
  new S3ServiceException({ name, $fault: httpStatusCode >= 500 ? "server" : "client", $metadata: { httpStatusCode } });

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

/** A real SqliteError with the given code, as better-sqlite3 throws it. */
function sqliteError(code: string): Error {
  const db = new SQLite(":memory:");
  try {
    db.exec("select * from missing_table");
  } catch (err) {
    Object.defineProperty(err, "code", { value: code });
    return err as Error;
  } finally {
    db.close();
  }
  throw new Error("unreachable");
}

describe("isStorageUnavailable", () => {
  it.each([
    ["SQLITE_BUSY", sqliteError("SQLITE_BUSY")],
    ["SQLITE_BUSY_SNAPSHOT", sqliteError("SQLITE_BUSY_SNAPSHOT")],
    ["SQLITE_FULL", sqliteError("SQLITE_FULL")],
    ["SQLITE_IOERR_WRITE", sqliteError("SQLITE_IOERR_WRITE")],
    ["SQLITE_READONLY", sqliteError("SQLITE_READONLY")],
    ["ECONNREFUSED", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["ENOSPC", withCode("ENOSPC", "ENOSPC: no space left on device, write")],
    ["EACCES", withCode("EACCES", "EACCES: permission denied, open '/srv/shop/data/x'")],
    ["pg admin shutdown 57P01", withCode("57P01", "terminating connection due to administrator command")],
    ["pg cannot connect now 57P03", withCode("57P03", "the database system is starting up")],
    ["pg connection failure 08006", withCode("08006")],
    ["node-postgres dropped socket", new Error("Connection terminated unexpectedly")],
    ["a wrapped cause", new Error("query failed", { cause: withCode("ECONNRESET") })],
    ["an AggregateError of refusals", new AggregateError([withCode("ECONNREFUSED")], "all failed")],
    ["S3 SlowDown 503", s3Error("SlowDown", 503)],
    ["S3 InternalError 500", s3Error("InternalError", 500)],
  ])("%s is a storage outage", (_name, err) => {
    expect(isStorageUnavailable(err)).toBe(true);
  });

  it.each([
    ["a programming error", new TypeError("cannot read properties of undefined")],
    ["a constraint violation", sqliteError("SQLITE_CONSTRAINT_UNIQUE")],
    ["pg unique violation", withCode("23505")],
    ["pg syntax error", withCode("42601")],
    ["S3 AccessDenied 403 (a configuration error)", s3Error("AccessDenied", 403)],
    ["S3 NoSuchBucket 404", s3Error("NoSuchBucket", 404)],
    ["not an error", "nope"],
    ["null", null],
  ])("%s is not", (_name, err) => {
    expect(isStorageUnavailable(err)).toBe(false);
  });
});

describe("toErrorResponse", () => {
  it("answers a storage outage 503 with Retry-After and no internals", () => {
    const r = toErrorResponse(withCode("ENOSPC", "ENOSPC: no space left on device, write '/srv/data/media/x'"));
    expect(r.status).toBe(503);
    expect(r.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(JSON.stringify(r.body)).not.toMatch(/ENOSPC|\/srv/);
  });

  it("keeps an AppError's status and gives 429 and 503 a Retry-After", () => {
    expect(toErrorResponse(new AppError("not_found", "No such order"))).toMatchObject({ status: 404, headers: {} });
    const limited = new AppError("rate_limited", "Slow down", { details: { retryAfterSeconds: 42 } });
    expect(toErrorResponse(limited)).toMatchObject({ status: 429, headers: { "Retry-After": "42" } });
    expect(toErrorResponse(new AppError("unavailable", "Down")).headers["Retry-After"]).toMatch(/^\d+$/);
  });

  it("answers anything else 500 without a message of its own", () => {
    expect(toErrorResponse(new TypeError("x is undefined"))).toEqual({
      status: 500,
      headers: {},
      body: { error: "Internal server error" },
    });
  });

  it("summarises an error in one line for the log", () => {
    expect(errorSummary(new Error("query failed", { cause: withCode("ECONNREFUSED", "connect refused") }))).toBe(
      "query failed (ECONNREFUSED: connect refused)",
    );
  });
});
