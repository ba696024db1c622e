// A CSV download that streams: each chunk is read from the database only when the
// client has taken the previous one (the stream pulls; Node's response signals when it drains),
// so memory stays flat however many rows there are and the first bytes leave at once.
// compress() in server/app.ts gzips it on the way out when the client accepts gzip.

/**
 * A 200 carrying `chunks` as text/csv, downloaded as `filename`; `encoding` when the chunks come
 * compressed already (compress() then passes them by).
 */
export function csvResponse(
  chunks: AsyncGenerator<string | Uint8Array>,
  filename: string,
  opts: { encoding?: "gzip" | null } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(typeof value === "string" ? encoder.encode(value) : value);
      },
      // The client went away: stop reading.
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      ...(opts.encoding ? { "Content-Encoding": opts.encoding, Vary: "Accept-Encoding" } : {}),
    },
  });
}
