/** The product's mark: a stylised vending machine. Decorative; the product name sits beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="10" y="4" width="44" height="56" rx="8" fill="#1890ff" />
      <rect x="17" y="11" width="30" height="26" rx="3" fill="#e6f4ff" />
      <rect x="21" y="16" width="6" height="8" rx="1.5" fill="#69b1ff" />
      <rect x="29" y="16" width="6" height="8" rx="1.5" fill="#4096ff" />
      <rect x="37" y="16" width="6" height="8" rx="1.5" fill="#69b1ff" />
      <rect x="21" y="27" width="22" height="3" rx="1.5" fill="#bae0ff" />
      <rect x="17" y="43" width="14" height="10" rx="2" fill="#0958d9" />
      <circle cx="41" cy="46" r="3" fill="#e6f4ff" />
    </svg>
  );
}
