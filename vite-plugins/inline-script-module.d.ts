/** A module compiled to one classic script, as a string (vite-plugins/inline-script.ts). */
declare module "*?inline-script" {
  const js: string;
  export default js;
}
