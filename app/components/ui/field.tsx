// The one labelled form field of the shop (admin, customer forms, payment page): label,
// control, hint and error, with the hint and error tied to the control for assistive
// technology (aria-describedby, aria-invalid) here rather than by each caller.
import type { ReactNode } from "react";

/** What the control inside a Field needs to be labelled and described. */
export type ControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function controlProps({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }): ControlProps {
  const described = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(" ");
  return {
    id,
    ...(described ? { "aria-describedby": described } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
  };
}

// "md" for the dense admin and payment forms, "lg" for the storefront's customer forms.
const LOOK = {
  md: {
    label: "mb-1.5 block text-sm font-medium text-gray-800",
    hint: "mt-1 text-xs text-gray-500",
    error: "mt-1 flex items-start gap-1 text-sm font-medium text-red-700",
  },
  lg: {
    label: "mb-1.5 block text-sm font-semibold text-gray-900",
    hint: "mt-1.5 text-sm text-gray-600",
    error: "mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700",
  },
} as const;

export function FieldError({ id, error, size = "md" }: { id: string; error?: string; size?: keyof typeof LOOK }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className={LOOK[size].error}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 h-4 w-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
          clipRule="evenodd"
        />
      </svg>
      {error}
    </p>
  );
}

export function Field(props: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** true marks the label with *, false with "(optional)"; left out, the label says nothing. */
  required?: boolean;
  size?: keyof typeof LOOK;
  className?: string;
  /** The control, given the props that tie it to this field's label, hint and error. */
  children: (control: ControlProps) => ReactNode;
}) {
  const { id, label, hint, error, required, size = "md" } = props;
  const look = LOOK[size];
  return (
    <div className={props.className}>
      <label htmlFor={id} className={look.label}>
        {label}
        {required === true ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : required === false ? (
          <span className="ml-1 font-normal text-gray-600">(optional)</span>
        ) : null}
      </label>
      {props.children(controlProps({ id, hint, error }))}
      {hint ? (
        <p id={hintId(id)} className={look.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} size={size} />
    </div>
  );
}
