/** A product page's address. */
export const productPath = (id: string) => `/products/${id}`;
