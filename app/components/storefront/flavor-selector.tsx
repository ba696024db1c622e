import { flavorColor } from "../../../core/flavors";
import { Dropdown } from "../ui/dropdown";

const swatch = (f: string) => (
  <span
    aria-hidden="true"
    className="inline-block h-3 w-3 rounded-full ring-1 ring-black/10"
    style={{ background: flavorColor(f).swatch }}
  />
);

/**
 * One 'Flavour' dropdown for a single-flavour product (Australian spelling: the spec names no label);
 * for a pack the spec's own 'Select N Flavors' with a 'Flavor N' dropdown per slot.
 */
export function FlavorSelector(props: {
  offered: readonly string[];
  value: readonly string[];
  onChange(next: string[]): void;
  readOnly?: boolean;
  /** 'Sold out' for a flavour with no tubs available, else null. */
  unavailable?(flavor: string): string | null;
  /** Which flavours are sold out, said before any picker is opened. */
  notice?: string | null;
}) {
  const { offered, value, onChange, readOnly, unavailable } = props;
  const notice = props.notice ? (
    <p className="mt-2 text-sm font-medium text-amber-800" data-testid="flavour-notice">
      {props.notice}
    </p>
  ) : null;
  if (value.length <= 1) {
    return (
      <>
        <Dropdown
          label="Flavour"
          value={value[0] ?? offered[0] ?? ""}
          options={offered}
          onChange={(v) => onChange([v])}
          disabled={readOnly}
          renderSwatch={swatch}
          unavailable={unavailable}
        />
        {notice}
      </>
    );
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">Select {value.length} Flavors</legend>
      <div className="grid gap-2">
        {value.map((v, i) => (
          <Dropdown
            key={i}
            label={`Flavor ${i + 1}`}
            value={v}
            options={offered}
            disabled={readOnly}
            renderSwatch={swatch}
            unavailable={unavailable}
            onChange={(next) => onChange(value.map((x, j) => (j === i ? next : x)))}
          />
        ))}
      </div>
      {notice}
    </fieldset>
  );
}
