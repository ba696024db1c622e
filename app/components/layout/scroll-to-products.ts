/** Shop Now scrolls to the products on the home page, and goes there from anywhere else. */
export function scrollToProducts(e: React.MouseEvent) {
  const target = document.getElementById("products");
  if (!target) return;
  e.preventDefault();
  target.scrollIntoView({
    behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
  });
  history.replaceState(null, "", "#products");
}
