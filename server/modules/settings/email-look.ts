// The look of customer e-mails, kept in Settings: the brand colour and an uploaded logo. Held in
// memory on every instance like the store details, reloaded when "settings.changed" names it (on
// PostgreSQL that reaches every instance), so the mail frame reads it per message without a query.
import { createHash } from "node:crypto";
import { BRAND_COLOUR_MESSAGES } from "../../../core/brand";
import type { Seller } from "../../../core/store-details";
import { AppError } from "../../errors";
import type { EventBus } from "../../infra/events/event-bus";
import type { EmailBrand } from "../../infra/mail/email-brand";
import type { Logger } from "../../logger";
import type { Actor } from "../audit/audit.record";
import { BrandColourSchema, LOGO_TYPES, MAX_LOGO_BYTES, type LogoType } from "./email-look.schema";
import type { SettingsService, SettingValue } from "./settings.service";

/** Where the logo is served; the version in the name lets it be cached for a year. */
export const LOGO_PATH = "/brand/logo";

export const LOGO_MESSAGES = {
  missing: "Choose an image file for the logo",
  tooBig: "That logo is over 1 MB: save a smaller image",
  notImage: "That file is not a PNG, JPEG, WebP or SVG image",
  unsafeSvg: "That SVG contains scripts or links: export it again as a plain image",
} as const;

/** What the bytes really are, from their first bytes; the name and stated type are not trusted. */
export function sniffLogo(bytes: Uint8Array): LogoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === "WEBP") return "image/webp";
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.slice(0, 2048)).trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "image/svg+xml";
  return null;
}

// An SVG is a document: one with scripts, event handlers or outside references is refused
// rather than cleaned, so what is served is exactly what the owner uploaded.
const SVG_ACTIVE = /<script|<foreignobject|\son[a-z]+\s*=|javascript:|(?:xlink:)?href\s*=\s*["'](?!#)/i;

/** The logo's type when the bytes may be the logo, else the one sentence that says why not. */
export function checkLogo(bytes: Uint8Array | null): { type: LogoType } | { problem: string } {
  if (!bytes || bytes.length === 0) return { problem: LOGO_MESSAGES.missing };
  if (bytes.length > MAX_LOGO_BYTES) return { problem: LOGO_MESSAGES.tooBig };
  const type = sniffLogo(bytes);
  if (!type) return { problem: LOGO_MESSAGES.notImage };
  if (type === "image/svg+xml" && SVG_ACTIVE.test(new TextDecoder().decode(bytes)))
    return { problem: LOGO_MESSAGES.unsafeSvg };
  return { type };
}

export const BRAND_NOT_SAVED = "The brand was not saved: check the marked fields";

export async function createEmailLook(deps: { settings: SettingsService; events: EventBus; logger: Logger }) {
  const { settings, events, logger } = deps;
  let held: SettingValue<"email_brand"> = await settings.getSetting("email_brand");
  let logo: { type: LogoType; version: string; bytes: Buffer } | null = null;
  let generation = 0;

  async function reload(): Promise<void> {
    const mine = ++generation;
    const brand = await settings.getSetting("email_brand");
    let image: typeof logo = null;
    if (brand.logo) {
      const stored = await settings.getSetting("email_logo");
      if (stored.data)
        image = { type: brand.logo.type, version: brand.logo.version, bytes: Buffer.from(stored.data, "base64") };
    }
    if (mine === generation) {
      held = brand;
      logo = image;
    }
  }
  await reload();

  async function writeLogo(bytes: Uint8Array, type: LogoType, also: { colour?: unknown }, actor: Actor) {
    const version = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    // The bytes first, without an audit row of their own; the brand change that points at them
    // is the audited, announced one.
    await settings.writeQuietly("email_logo", { type, data: Buffer.from(bytes).toString("base64") });
    await settings.updateSetting("email_brand", { ...also, logo: { type, version, bytes: bytes.length } }, actor);
    await reload();
  }

  events.subscribe((e) => {
    if (e.type === "settings.changed" && (e.key === "email_brand" || e.key === "*")) {
      reload().catch((err: unknown) => logger.warn({ err }, "e-mail look reload failed"));
    }
  });

  return {
    current() {
      return { colour: held.colour, logo: held.logo };
    },
    /** The logo's bytes for the public route, or null when there is none (or another version). */
    logo(version: string) {
      return logo && logo.version === version ? logo : null;
    },
    brandFor(seller: Seller): EmailBrand {
      const ext = held.logo ? LOGO_TYPES[held.logo.type] : "";
      return {
        shopName: seller.tradingName || seller.shopName,
        publicUrl: seller.publicUrl,
        logoUrl: held.logo ? `${seller.publicUrl}${LOGO_PATH}/${held.logo.version}.${ext}` : null,
        colour: held.colour,
        footer: {
          legalName: seller.name,
          address: seller.address,
          // No ABN in the footer of a shop that issues no tax invoice for want of a real one.
          abn: seller.document === "confirmation" ? "" : seller.abn,
          supportEmail: seller.supportEmail,
          supportPhone: seller.supportPhone,
        },
      };
    },
    async saveColour(colour: unknown, actor: Actor) {
      await settings.updateSetting("email_brand", { colour }, actor);
      await reload();
      return this.current();
    },
    async saveLogo(bytes: Uint8Array | null, actor: Actor) {
      const checked = checkLogo(bytes);
      if ("problem" in checked) throw new AppError("validation", checked.problem);
      await writeLogo(bytes!, checked.type, {}, actor);
      return this.current();
    },
    /**
     * The Settings form: a colour, and a new logo or none. Both are checked before either is
     * written, so a refused logo leaves the colour as it was too.
     */
    async saveBrand(input: { colour: unknown; logo: Uint8Array | null }, actor: Actor) {
      const colour = BrandColourSchema.safeParse(input.colour);
      const checked = input.logo ? checkLogo(input.logo) : null;
      const problems: Record<string, string> = {};
      if (!colour.success) problems.colour = colour.error.issues[0]?.message ?? BRAND_COLOUR_MESSAGES.format;
      if (checked && "problem" in checked) problems.logo = checked.problem;
      if (Object.keys(problems).length > 0) throw new AppError("validation", BRAND_NOT_SAVED, { details: problems });
      if (input.logo && checked && "type" in checked)
        await writeLogo(input.logo, checked.type, { colour: colour.data }, actor);
      else await settings.updateSetting("email_brand", { colour: colour.data }, actor);
      await reload();
      return this.current();
    },
    /** Where the current logo is served on this shop (relative), for the Settings screen. */
    logoPath(): string | null {
      return held.logo ? `${LOGO_PATH}/${held.logo.version}.${LOGO_TYPES[held.logo.type]}` : null;
    },
    async removeLogo(actor: Actor) {
      await settings.updateSetting("email_brand", { logo: null }, actor);
      await settings.writeQuietly("email_logo", { type: "", data: "" });
      await reload();
      return this.current();
    },
  };
}

export type EmailLook = Awaited<ReturnType<typeof createEmailLook>>;
