import { useEffect, useState } from 'react';
import type { CharacterJson } from 'hanzi-writer';
import { fetchStrokeData, type StrokeSource } from './hanziWriter';

/**
 * A written character drawn from its stroke data with the strokes the child missed marked in
 * red (and numbered for screen readers by the caller's label). The data is the quiz's own file,
 * already fetched (fetchStrokeData keeps it per URL), so this adds no request.
 */
export function StrokeReview({
  character,
  source,
  missed,
  size,
  label,
}: {
  character: string;
  source: StrokeSource | undefined;
  missed: readonly number[];
  size: number;
  label: string;
}) {
  const [data, setData] = useState<CharacterJson | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (source) void fetchStrokeData(source.url).then((d) => !cancelled && setData(d), () => {});
    return () => {
      cancelled = true;
    };
  }, [source]);

  return (
    <figure className="stroke-review">
      <svg width={size} height={size} viewBox="0 0 1024 1024" role="img" aria-label={label}>
        <rect x="8" y="8" width="1008" height="1008" fill="#fff" stroke="#e4573d" strokeWidth="16" />
        <line x1="512" y1="0" x2="512" y2="1024" stroke="#e4573d" strokeWidth="6" strokeDasharray="40 30" />
        <line x1="0" y1="512" x2="1024" y2="512" stroke="#e4573d" strokeWidth="6" strokeDasharray="40 30" />
        {data ? (
          <g transform="translate(0, 900) scale(1, -1)">
            {data.strokes.map((path, i) => (
              <path
                key={i}
                d={path}
                fill={missed.includes(i) ? '#d2321b' : '#3b2a1e'}
                data-missed={missed.includes(i) ? 'true' : undefined}
              />
            ))}
          </g>
        ) : (
          <text x="512" y="760" textAnchor="middle" fontSize="720" fill="#3b2a1e">
            {character}
          </text>
        )}
      </svg>
    </figure>
  );
}
