import { create } from 'qrcode';
import { useMemo } from 'react';

interface QrCodeProps {
  value: string;
  /** Drawn size in CSS pixels. */
  size?: number;
  label: string;
  className?: string;
  testId?: string;
}

const QUIET_ZONE = 2;

/**
 * A QR code drawn as inline SVG from the qrcode package's module matrix: no canvas, no data: URL,
 * so it prints sharply and needs nothing from the content security policy.
 */
export function QrCode({ value, size = 160, label, className, testId }: QrCodeProps) {
  const path = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { d, extent: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-value={value}
      shapeRendering="crispEdges"
    >
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
