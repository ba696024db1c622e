// How rich text looks in the admin's editor: the reset stylesheet takes list bullets and heading
// sizes away, these put them back. The product page writes the same classes out itself
// (product-buy-box.tsx), so that shoppers' pages take no file from the admin's code.
export const RICH_TEXT_CLASS =
  "space-y-3 leading-relaxed [&_a]:text-purple-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-gray-900 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-gray-900 [&_h4]:font-semibold [&_h4]:text-gray-900 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5";
