import { useId } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TICK_FONT_SIZE, valueAxisWidth, wholeTick } from './axis';
import { TOOLTIP_ITEM_STYLE } from './series';

export interface LineSeries {
  key: string;
  name: string;
  colour: string;
  /** Drawn dashed, for a reference line such as an average. */
  dashed?: boolean;
}

export interface LineChartFigureProps {
  /** Shown above the chart and its accessible name. */
  title: string;
  /** One point per x label; a series' value may be null (no point). */
  data: readonly ({ label: string } & Record<string, number | string | null>)[];
  series: readonly LineSeries[];
  yDomain?: [number, number];
  formatValue: (value: number) => string;
}

/** Lines over a few points (months), every value in the svg's description for screen readers. */
export function LineChartFigure({
  title,
  data,
  series,
  yDomain,
  formatValue,
}: LineChartFigureProps) {
  const captionId = useId();
  const values = data.flatMap((point) => series.map((s) => Number(point[s.key]) || 0));
  const [lowest, highest] = yDomain ?? [Math.min(0, ...values), Math.max(0, ...values)];
  const description = data
    .map(
      (point) =>
        `${point.label}: ${series
          .map((s) => {
            const value = point[s.key];
            return `${s.name} ${typeof value === 'number' ? formatValue(value) : 'none'}`;
          })
          .join(', ')}`,
    )
    .join('; ');
  return (
    <figure className="mb-0" aria-labelledby={captionId}>
      <figcaption id={captionId} className="small fw-semibold mb-2">
        {title}
      </figcaption>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart
          data={[...data]}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          title={title}
          desc={description}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: TICK_FONT_SIZE }} />
          <YAxis
            domain={yDomain}
            allowDecimals={false}
            // A fixed scale (scores 0 to 5) gets a tick at every whole number on it.
            tickCount={yDomain ? yDomain[1] - yDomain[0] + 1 : undefined}
            tick={{ fontSize: TICK_FONT_SIZE }}
            tickFormatter={wholeTick}
            width={valueAxisWidth(lowest, highest)}
          />
          <Tooltip
            formatter={(value, name) => [formatValue(Number(value)), name]}
            itemStyle={TOOLTIP_ITEM_STYLE}
          />
          <Legend />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.colour}
              strokeDasharray={s.dashed ? '6 4' : undefined}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
