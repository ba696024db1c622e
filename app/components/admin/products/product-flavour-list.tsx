// The product form's "Available flavours": the defaults (which stay) and any custom
// flavours staff add or remove.
import { useState } from "react";
import { addFlavor, isDefaultFlavor, removeFlavor } from "../../../../core/product-form";
import { buttonClass, inputClass } from "../shared/form-controls";

export function ProductFlavourList(props: {
  inputId: string;
  flavours: string[];
  error?: string;
  disabled: boolean;
  onChange(next: string[]): void;
}) {
  const { flavours, disabled, onChange } = props;
  const [custom, setCustom] = useState("");
  const canAdd = custom.trim() !== "";
  const add = () => {
    onChange(addFlavor(flavours, custom));
    setCustom("");
  };

  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label="Available flavours">
        {flavours.map((f) => (
          <li
            key={f}
            className="inline-flex items-center gap-1 rounded-full bg-purple-50 py-1 pr-1 pl-3 text-sm font-medium text-purple-800 ring-1 ring-purple-200"
          >
            {f}
            {isDefaultFlavor(f) ? (
              <span className="px-2 text-xs font-normal text-purple-700" title="Default flavours cannot be removed">
                default
              </span>
            ) : (
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(removeFlavor(flavours, f))}
                aria-label={`Remove ${f}`}
                className="rounded-full px-2 text-purple-600 hover:bg-purple-100 hover:text-purple-900"
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <label htmlFor={props.inputId} className="sr-only">
          Custom flavour
        </label>
        <input
          id={props.inputId}
          value={custom}
          disabled={disabled}
          placeholder="Add a custom flavour"
          onChange={(e) => setCustom(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              if (canAdd) add();
            }
          }}
          className={inputClass}
        />
        <button type="button" disabled={!canAdd || disabled} onClick={add} className={buttonClass.secondary}>
          Add
        </button>
      </div>
      {props.error ? <p className="text-xs font-medium text-red-700">{props.error}</p> : null}
    </>
  );
}
