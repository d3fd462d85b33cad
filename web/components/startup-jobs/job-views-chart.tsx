import type { JobReport } from '#domain/jobs/member-job.schema.ts';

const WIDTH = 720;
const HEIGHT = 160;
const GAP = 2;

/**
 * Views per day as an SVG bar chart drawn on the server (no chart library, nothing to hydrate):
 * boosted days in the brand colour, organic days in grey. The chart is one image with a text
 * summary; the numbers themselves are in the table that follows it.
 */
export function JobViewsChart({ days, summary }: { days: JobReport['days']; summary: string }) {
  if (days.length === 0) return null;
  const max = Math.max(1, ...days.map((d) => d.views));
  const barWidth = Math.max(1, WIDTH / days.length - GAP);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full rounded-lg border border-slate-200 bg-white"
      >
        {days.map((day, index) => {
          const height = Math.round((day.views / max) * HEIGHT);
          return (
            <rect
              key={day.day}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height + 10}
              width={barWidth}
              height={Math.max(height, day.views > 0 ? 1 : 0)}
              className={day.isBoosted ? 'fill-brand-600' : 'fill-slate-400'}
            >
              <title>{`${day.day}: ${day.views} views${day.isBoosted ? ' (boosted)' : ''}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-600" /> Boosted days
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-slate-400" /> Organic days
        </span>
      </figcaption>
    </figure>
  );
}
