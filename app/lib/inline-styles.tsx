// The shop's stylesheet, written into the page's <head> by the server instead of linked (ADR 0029):
// the first screen paints as soon as the HTML arrives, without waiting a round trip for a CSS file
// on a slow phone connection. The browser keeps what the server wrote; on the client the context
// is empty and React leaves the element's content alone (it does not patch inner HTML on hydration).
import { createContext, useContext } from "react";

export const InlineStylesContext = createContext<string | undefined>(undefined);

export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  return <style id="shop-css" dangerouslySetInnerHTML={{ __html: css ?? "" }} suppressHydrationWarning />;
}
