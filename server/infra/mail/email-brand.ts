// What every customer e-mail's frame shows of the shop: logo or name, brand colour, and the
// footer's seller details. Read when a message is queued, so a change in Settings shows in the
// next e-mail without a restart.
import { DEFAULT_BRAND_COLOUR } from "../../../core/brand";

export type EmailBrand = {
  shopName: string;
  /** The shop's address on the web, without a trailing slash; links and images hang off it. */
  publicUrl: string;
  /** An absolute address of the logo, or null: the name is shown in the brand colour instead. */
  logoUrl: string | null;
  colour: string;
  footer: { legalName: string; address: string; abn: string; supportEmail: string; supportPhone: string };
};

/** A frame with nothing but the shop's name: for messages queued without the store details. */
export function plainBrand(shopName: string, publicUrl = ""): EmailBrand {
  return {
    shopName,
    publicUrl,
    logoUrl: null,
    colour: DEFAULT_BRAND_COLOUR,
    footer: { legalName: "", address: "", abn: "", supportEmail: "", supportPhone: "" },
  };
}
