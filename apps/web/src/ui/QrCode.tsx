import { create } from 'qrcode';
import { useMemo } from 'react';

/** The light border a reader needs around the code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** The dark modules as one SVG path of unit squares, row by row. */
function modulePath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.data[row * modules.size + column]) {
        commands.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
  }
  return { path: commands.join(''), size: modules.size + 2 * QUIET_ZONE };
}

/**
 * A QR code of `value`, drawn here as SVG (nothing is fetched). `label` names it for screen readers;
 * the caller shows the encoded text beside it as well.
 */
export function QrCode({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const symbol = useMemo(() => modulePath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-value={value}
    >
      <rect width={symbol.size} height={symbol.size} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
