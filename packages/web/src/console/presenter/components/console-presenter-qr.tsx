import { correction, generate } from 'lean-qr/nano';
import { useMemo } from 'react';

/** The light margin around the code, in modules: 4, as the QR standard asks for reliable scanning. */
const QUIET_ZONE = 4;

/**
 * The SVG path of a QR code's dark modules, one square each, offset by the quiet zone; and the side of the
 * whole code in modules. Pure.
 */
export function qrPath(text: string): { readonly path: string; readonly side: number } {
  // Error correction M (about 15 %): a projected code is scanned from afar, across a room's glare.
  const code = generate(text, { minCorrectionLevel: correction.M });
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (code.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, side: code.size + 2 * QUIET_ZONE };
}

/**
 * A QR code of `text` drawn as one SVG path (lean-qr's encoder, 2 KB gzip, loaded with the presenter view only):
 * no image request, sharp at any projector size, and an image to assistive technology named by `label`.
 */
export function ConsolePresenterQr({ text, label }: { readonly text: string; readonly label: string }) {
  const { path, side } = useMemo(() => qrPath(text), [text]);
  return (
    <svg className="presenter__qr" role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
