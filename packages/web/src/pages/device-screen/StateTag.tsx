/** A colour as a small swatch beside its code. */
export function Swatch({ color }: { color: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <span aria-hidden style={{ width: 14, height: 14, borderRadius: 3, background: color, border: '1px solid rgba(0,0,0,0.15)' }} />
      <span>{color}</span>
    </span>
  );
}
