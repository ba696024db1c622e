// "E-mail the customer about this change", ticked unless staff untick it: a hidden "no" always goes,
// and a ticked box adds "yes" (an unticked checkbox sends nothing, which must not read as "yes").
import { useId } from "react";

export function NotifyBox() {
  const id = useId();
  return (
    <div className="flex w-full items-center gap-2">
      <input type="hidden" name="notify" value="no" />
      <input
        id={id}
        type="checkbox"
        name="notify"
        value="yes"
        defaultChecked
        className="h-5 w-5 rounded border-gray-300 accent-purple-600"
      />
      <label htmlFor={id} className="text-sm text-gray-700">
        E-mail the customer about this change
      </label>
    </div>
  );
}
