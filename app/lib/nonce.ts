// The CSP nonce of the page being rendered on the server. Browsers hide a nonce from scripts
// once the page has loaded, so on the client this is undefined and nothing needs it there.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
