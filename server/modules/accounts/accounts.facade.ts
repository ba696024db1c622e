// The accounts module as the rest of the shop calls it (`services.accounts`): the account pages'
// service, with the shopper's sessions, the ways to sign in and the data rights beside it.
import { facade } from "../../infra/facade";
import type { AccountData } from "./account-data";
import type { AccountService } from "./account.service";
import type { CustomerSessions } from "./customer-session";
import type { OidcService } from "./oidc.service";
import type { PasskeyService } from "./passkey.service";
import type { SignInService } from "./sign-in.service";

export type AccountParts = {
  /** The signed-in shopper's session cookie. */
  sessions: CustomerSessions;
  /** Sign-in by e-mailed code. */
  signIn: SignInService;
  passkeys: PasskeyService;
  /** Sign-in through an OpenID provider. */
  oidc: OidcService;
  /** Customers' data rights: their data as JSON, and erasing it. */
  data: AccountData;
};

export type AccountsFacade = AccountService & AccountParts;

export const accountsFacade = (main: AccountService, parts: AccountParts): AccountsFacade =>
  facade("accounts", main, parts);
