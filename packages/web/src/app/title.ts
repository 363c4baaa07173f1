/** Spec §1: "<page title> - Vending Retail". */
export function documentTitle(page: string | undefined, product: string): string {
  return page ? `${page} - ${product}` : product;
}
