// How the e-mail frame's look is stored: the brand colour, and the current logo's type and
// version (its bytes sit under their own key, base64, at most 1 MB before encoding).
import { z } from "zod";
import { brandColourProblem, normaliseHex } from "../../../core/brand";

export const LOGO_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
} as const;
export type LogoType = keyof typeof LOGO_TYPES;

export const MAX_LOGO_BYTES = 1024 * 1024;

export const BrandColourSchema = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const problem = brandColourProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => normaliseHex(v)!);

export const EmailBrandSchema = z.object({
  colour: BrandColourSchema,
  logo: z
    .object({
      type: z.enum(Object.keys(LOGO_TYPES) as [LogoType, ...LogoType[]]),
      version: z.string().regex(/^[a-f0-9]{8,64}$/),
      bytes: z.number().int().positive().max(MAX_LOGO_BYTES),
    })
    .nullable(),
});

export const EmailLogoSchema = z.object({ type: z.string(), data: z.string() });
