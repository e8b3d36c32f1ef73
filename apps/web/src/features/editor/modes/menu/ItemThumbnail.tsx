import type { Thumbnail } from '../../kinds/catalogueItems.ts';

const BOX = 44;

/** The assembly's thumbnail, or a swatch in the item's proportions (no external images). */
export function ItemThumbnail({ thumbnail, label }: { thumbnail: Thumbnail; label: string }) {
  if ('url' in thumbnail) {
    return (
      <img src={thumbnail.url} alt={label} width={BOX} height={BOX} style={{ objectFit: 'contain', flexShrink: 0 }} />
    );
  }
  const scale = (BOX - 6) / Math.max(thumbnail.width, thumbnail.height, 1);
  const width = Math.max(3, thumbnail.width * scale);
  const height = Math.max(3, thumbnail.height * scale);
  return (
    <svg width={BOX} height={BOX} viewBox={`0 0 ${BOX} ${BOX}`} role="img" aria-label={label} style={{ flexShrink: 0 }}>
      <rect x={0.5} y={0.5} width={BOX - 1} height={BOX - 1} rx={4} fill="#f4f5f7" stroke="#dde1e6" />
      <rect
        x={(BOX - width) / 2}
        y={(BOX - height) / 2}
        width={width}
        height={height}
        rx={1.5}
        fill={thumbnail.tone}
        stroke="#5c6670"
        strokeWidth={0.8}
      />
    </svg>
  );
}
