/** The document title: "<page title> - Vending Retail". */
export function documentTitle(page: string | undefined, product: string): string {
  return page ? `${page} - ${product}` : product;
}
