// How rich text (a product description, made with the admin's editor) looks wherever it is shown:
// the reset stylesheet takes list bullets and heading sizes away, these put them back. One string
// for the storefront and the editor, so staff see what shoppers will.
export const RICH_TEXT_CLASS =
  "space-y-3 leading-relaxed [&_a]:text-purple-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-gray-900 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-gray-900 [&_h4]:font-semibold [&_h4]:text-gray-900 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5";
