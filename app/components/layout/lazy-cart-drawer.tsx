import { lazy, Suspense, useState } from "react";
import { useCart } from "../../lib/cart";
import { useWarmOnInteraction } from "../../lib/use-warm-on-interaction";

// The drawer (its lines, offers and the checkout call) is not needed to show a page, so it is not
// in the JavaScript a page loads: it is fetched at the shopper's first interaction and mounted the
// first time the cart opens.
const loadDrawer = () => import("../storefront/cart-drawer");
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

export function LazyCartDrawer() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  useWarmOnInteraction(loadDrawer);
  return wanted ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
