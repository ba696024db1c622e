// The form controls' look on the subscriptions page (labelled, 44 px tall, visible focus).
export const field =
  "block w-full min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-purple-600 focus:outline-2 focus:outline-offset-0 focus:outline-purple-600/30";
export const label = "mb-1.5 block text-sm font-semibold text-gray-900";
export const groupHeading = "text-base font-bold text-gray-900";
