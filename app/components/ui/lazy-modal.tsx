// A storefront dialog whose code (focus handling, scroll lock) loads when one first opens rather
// than with the page: every storefront page carries the dialogs' openers but rarely opens one, and
// the home page's JavaScript has a budget. What the dialog shows is lazy already.
import { lazy, Suspense } from "react";
import type { ModalProps } from "./modal";

const Modal = lazy(() => import("./modal").then((m) => ({ default: m.Modal })));

export function LazyModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
