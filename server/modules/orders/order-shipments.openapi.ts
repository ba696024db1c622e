// An order's parcels as the API describes them (the order detail's `shipments`).
import { z } from "zod";

export const ShipmentsSchema = z
  .array(
    z.object({
      id: z.string(),
      createdAt: z.string().describe("ISO 8601"),
      trackingNumber: z.string().nullable(),
      carrier: z.string().nullable(),
      lines: z.array(
        z.object({ position: z.number().int(), name: z.string(), flavor: z.string(), quantity: z.number().int() }),
      ),
    }),
  )
  .optional()
  .describe("Its parcels, oldest first; an order fulfilled before parcels were kept reads as one of everything");
