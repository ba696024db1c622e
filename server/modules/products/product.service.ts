// Owns the product rules of docs/spec.md §3–§5: validation, the new-product id rule,
// timestamps, ordering and the sample-product migration.
import { randomBytes } from "node:crypto";
import { DEFAULT_FLAVORS } from "../../../core/constants";
import {
  PRODUCT_ID_PATTERN,
  ProductInputSchema,
  isNewProductId,
  type Product,
  type ValidProduct,
} from "../../../core/product";
import { SAMPLE_PRODUCTS } from "../../../core/sample-products";
import { AppError, fieldErrors } from "../../errors";
import type { Db } from "../../infra/db/client";
import type { EventBus } from "../../infra/events/event-bus";
import type { Logger } from "../../logger";
import { recordAudit, type Actor } from "../audit/audit.record";
import { productToRow, rowToProduct } from "./product.mapper";
import * as repo from "./product.repository";
import { sanitizeDescription } from "./sanitize-description";

export type ProductServiceDeps = { db: Db; logger: Logger; clock: () => Date; events: EventBus };

export const productNotFound = (id: string) => new AppError("not_found", `Product with ID ${id} not found`);

/** The product's name, or null when there is none: the published read the subscriptions module's offer uses. */
export async function productName(db: Db, id: string): Promise<string | null> {
  return (await repo.selectProductName(db, id))?.name ?? null;
}

/** An id no product can have (PRODUCT_ID_PATTERN) names no product: never sent to the database. */
async function selectKnown(db: Db, id: string) {
  return PRODUCT_ID_PATTERN.test(id) ? repo.selectProduct(db, id) : undefined;
}

function validate(input: unknown): ValidProduct {
  const parsed = ProductInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation", "Invalid product", { details: fieldErrors(parsed.error.issues) });
  }
  const p = parsed.data;
  const description = sanitizeDescription(p.description);
  if (description === "") {
    throw new AppError("validation", "Invalid product", { details: { description: "Description is required" } });
  }
  const available = p.metadata.availableFlavors;
  return {
    ...p,
    description,
    images: p.images.filter((u) => u !== ""),
    metadata: {
      ...p.metadata,
      // The default flavours always stay on offer (docs/spec.md §5).
      ...(available ? { availableFlavors: [...new Set([...DEFAULT_FLAVORS, ...available])] } : {}),
    },
  };
}

function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export function generateProductId(name: string): string {
  return `${slugify(name) || "product"}-${randomBytes(3).toString("hex")}`;
}

/** A product as the audit log compares it: metadata fields side by side, timestamps left out. */
function snapshot(p: Product): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, stock: _s, metadata, ...rest } = p;
  return { ...rest, ...Object.fromEntries(Object.entries(metadata).map(([k, v]) => [`metadata.${k}`, v])) };
}

export function createProductService(deps: ProductServiceDeps) {
  const { db, logger, clock, events } = deps;
  const changed = () => events.publish({ type: "products.changed" });

  return {
    async listActiveProducts(): Promise<Product[]> {
      return (await repo.selectActiveProducts(db)).map(rowToProduct);
    },

    async listAllProducts(): Promise<Product[]> {
      return (await repo.selectAllProducts(db)).map(rowToProduct);
    },

    async getProduct(id: string): Promise<Product> {
      const row = await selectKnown(db, id);
      if (!row) throw productNotFound(id);
      return rowToProduct(row);
    },

    /** A 'new-product-…' id is replaced by a generated one; any other id is kept and must be free. */
    async createProduct(input: unknown, actor: Actor): Promise<Product> {
      const p = validate(input);
      const id = isNewProductId(p.id) ? generateProductId(p.name) : p.id;
      if (await repo.selectProduct(db, id)) {
        throw new AppError("conflict", `A product with ID ${id} already exists`, {
          details: { id: "ID is already in use" },
        });
      }
      const at = clock();
      const now = at.toISOString();
      const created = await db.transaction().execute(async (trx) => {
        await repo.insertProduct(trx, productToRow({ ...p, id }, { createdAt: now, updatedAt: now }));
        const product = rowToProduct((await repo.selectProduct(trx, id))!);
        const summary = `Created product ${product.name}`;
        await recordAudit(trx, at, {
          actor,
          action: "product.create",
          entityType: "product",
          entityId: id,
          summary,
          after: snapshot(product),
        });
        return product;
      });
      changed();
      return created;
    },

    /** Keeps createdAt, sets updatedAt. The id itself cannot change. */
    async updateProduct(id: string, input: unknown, actor: Actor): Promise<Product> {
      const existing = await selectKnown(db, id);
      if (!existing) throw productNotFound(id);
      const p = validate({ ...(input as object), id });
      if (typeof input === "object" && input && "id" in input && (input as { id: unknown }).id !== id) {
        throw new AppError("validation", "ID cannot be changed for existing products", {
          details: { id: "ID cannot be changed for existing products" },
        });
      }
      const {
        id: _id,
        created_at: _c,
        ...row
      } = productToRow(
        { ...p, order: p.order ?? existing.sort_order ?? undefined },
        { createdAt: existing.created_at, updatedAt: clock().toISOString() },
      );
      const at = clock();
      const updated = await db.transaction().execute(async (trx) => {
        const before = await repo.selectProduct(trx, id);
        if (!before || (await repo.updateProductRow(trx, id, row)) === 0) throw productNotFound(id);
        const product = rowToProduct((await repo.selectProduct(trx, id))!);
        const was = rowToProduct(before);
        const summary =
          was.status === product.status
            ? `Updated product ${product.name}`
            : `Product ${product.name} is now ${product.status} (was ${was.status})`;
        await recordAudit(trx, at, {
          actor,
          action: was.status === product.status ? "product.update" : "product.status",
          entityType: "product",
          entityId: id,
          summary,
          before: snapshot(was),
          after: snapshot(product),
        });
        return product;
      });
      changed();
      return updated;
    },

    async deleteProduct(id: string, actor: Actor): Promise<void> {
      if (!PRODUCT_ID_PATTERN.test(id)) throw productNotFound(id);
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const row = await repo.selectProduct(trx, id);
        if (!row || (await repo.deleteProductRow(trx, id)) === 0) throw productNotFound(id);
        const was = rowToProduct(row);
        const summary = `Deleted product ${was.name}`;
        await recordAudit(trx, at, {
          actor,
          action: "product.delete",
          entityType: "product",
          entityId: id,
          summary,
          before: snapshot(was),
        });
      });
      changed();
    },

    /** Positions follow the list; ids that do not exist are skipped with a warning. */
    async saveProductOrder(ids: readonly string[], actor: Actor): Promise<{ ordered: string[]; skipped: string[] }> {
      const unique = [...new Set(ids)];
      const known = await repo.existingProductIds(db, unique);
      const ordered = unique.filter((id) => known.has(id));
      const skipped = unique.filter((id) => !known.has(id));
      for (const id of skipped) logger.warn({ id }, "reorder: skipped unknown product id");
      const at = clock();
      await db.transaction().execute(async (trx) => {
        const before = (await repo.selectAllProducts(trx)).map((r) => r.id);
        await repo.writeProductOrder(trx, ordered, at.toISOString());
        const after = (await repo.selectAllProducts(trx)).map((r) => r.id);
        const summary = `Reordered products (${ordered.length})`;
        await recordAudit(trx, at, {
          actor,
          action: "product.reorder",
          entityType: "product",
          entityId: "*",
          summary,
          before: { order: before },
          after: { order: after },
        });
      });
      changed();
      return { ordered, skipped };
    },

    /** Adds the per-flavour sample products that are not there yet. */
    async migrateSampleProducts(actor: Actor): Promise<{ added: string[] }> {
      const added: string[] = [];
      for (const sample of SAMPLE_PRODUCTS) {
        if (await repo.selectProduct(db, sample.id)) continue;
        const p = validate(sample);
        const at = clock();
        const now = at.toISOString();
        await db.transaction().execute(async (trx) => {
          await repo.insertProduct(trx, productToRow(p, { createdAt: now, updatedAt: now }));
          const product = rowToProduct((await repo.selectProduct(trx, p.id))!);
          const summary = `Added sample product ${product.name}`;
          await recordAudit(trx, at, {
            actor,
            action: "product.migrate",
            entityType: "product",
            entityId: p.id,
            summary,
            after: snapshot(product),
          });
        });
        added.push(p.id);
      }
      if (added.length > 0) changed();
      return { added };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
