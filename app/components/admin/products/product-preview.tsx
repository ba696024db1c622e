// The live, read-only preview beside the product form: the storefront's own
// card, so what staff see is what shoppers get. A failure inside it stays inside.
import { Component, type ErrorInfo, type ReactNode } from "react";
import type { Product } from "../../../../core/product";
import { ProductCard } from "../../storefront/product-card";
import { buttonClass } from "../shared/form-controls";

type BoundaryState = { error: Error | null };

export class PreviewErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn("Product preview failed", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center ring-1 ring-red-200">
        <p className="font-semibold text-red-900">Something went wrong</p>
        <p className="mt-1 text-sm break-words text-red-800">{this.state.error.message}</p>
        <button
          type="button"
          onClick={() => this.setState({ error: null })}
          className={`${buttonClass.secondary} mt-4`}
        >
          Try Again
        </button>
      </div>
    );
  }
}

export function ProductPreview({ product }: { product: Product }) {
  return (
    <section aria-labelledby="preview-heading" className="lg:sticky lg:top-6">
      <div className="mb-3 flex items-center justify-between">
        <h3 id="preview-heading" className="text-sm font-semibold text-gray-900">
          Live preview
        </h3>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-600">Read-only</span>
      </div>
      <div className="rounded-2xl bg-gray-100 p-4 sm:p-6" data-testid="product-preview">
        <PreviewErrorBoundary>
          <div className="mx-auto max-w-sm">
            <ProductCard product={product} readOnly />
          </div>
        </PreviewErrorBoundary>
      </div>
    </section>
  );
}
