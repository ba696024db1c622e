// The Products tab's grid: 1, 2 or 3 columns, reordered by dragging a card's
// handle with a pointer or with the keyboard (Space, arrows, Space).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link } from "react-router";
import { formatPrice } from "../../../../core/money";
import type { Product } from "../../../../core/product";
import { ProductImage } from "../../storefront/product-image";
import { buttonClass } from "../shared/form-controls";

const STATUS_STYLE: Record<Product["status"], string> = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  draft: "bg-amber-50 text-amber-800 ring-amber-200",
  archived: "bg-gray-100 text-gray-700 ring-gray-300",
};

export function SortableProductGrid(props: {
  products: Product[];
  disabled: boolean;
  onReorder(ids: string[]): void;
  editHref(product: Product): string;
  onDelete(product: Product): void;
}) {
  const { products } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = products.map((p) => p.id);
  const nameOf = (id: unknown) => products.find((p) => p.id === id)?.name ?? String(id);
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    props.onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  return (
    <DndContext
      id="admin-product-grid"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space or Enter to pick the product up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={props.disabled}>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-product-grid">
          {products.map((p, i) => (
            <SortableTile
              key={p.id}
              product={p}
              position={i + 1}
              disabled={props.disabled}
              editHref={props.editHref(p)}
              onDelete={() => props.onDelete(p)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableTile(props: {
  product: Product;
  position: number;
  disabled: boolean;
  editHref: string;
  onDelete(): void;
}) {
  const { product: p } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: p.id,
    disabled: props.disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="admin-product-tile"
      data-product-id={p.id}
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-gray-200 transition-shadow ${
        isDragging ? "z-10 shadow-xl ring-2 ring-purple-400" : "hover:shadow-md"
      }`}
    >
      <div className="relative flex h-40 items-center justify-center bg-linear-to-br from-purple-50 via-white to-fuchsia-50">
        <ProductImage
          name={p.name}
          images={p.images}
          flavor={p.metadata.flavor}
          flavorSelections={p.metadata.flavorSelections}
          className="h-32 w-auto object-contain"
        />
        <span className="absolute top-3 left-3 rounded-md bg-white/90 px-2 py-0.5 text-xs font-semibold text-gray-700 ring-1 ring-gray-200">
          #{props.position}
        </span>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          disabled={props.disabled}
          aria-label={`Reorder ${p.name}`}
          data-testid="drag-handle"
          className="absolute top-2 right-2 flex h-9 w-9 cursor-grab touch-none items-center justify-center rounded-lg bg-white/90 text-gray-500 ring-1 ring-gray-200 hover:text-gray-900 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
        >
          <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
            {[5, 10, 15].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
          </svg>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="truncate font-semibold text-gray-900" title={p.name}>
              {p.name}
            </h3>
            <p className="truncate text-xs text-gray-500">{p.id}</p>
          </div>
          <p className="shrink-0 font-semibold text-gray-900">{formatPrice(p.unitPrice)}</p>
        </div>
        <div className="flex flex-wrap gap-1.5 text-xs font-medium">
          <span className={`rounded-full px-2 py-0.5 ring-1 ${STATUS_STYLE[p.status]}`}>{p.status}</span>
          <span className="rounded-full bg-purple-50 px-2 py-0.5 text-purple-800 ring-1 ring-purple-200">
            {p.metadata.tier}
          </span>
          <span className="rounded-full bg-gray-50 px-2 py-0.5 text-gray-700 ring-1 ring-gray-200">
            {p.metadata.flavor}
          </span>
        </div>
        <div className="mt-auto flex gap-2 pt-1">
          {/* A link: the product's form has its own address, to share or open in a new tab. */}
          <Link to={props.editHref} className={`${buttonClass.secondary} flex-1`} aria-label={`Edit ${p.name}`}>
            Edit
          </Link>
          <button
            type="button"
            onClick={props.onDelete}
            disabled={props.disabled}
            className={buttonClass.danger}
            aria-label={`Delete ${p.name}`}
          >
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
