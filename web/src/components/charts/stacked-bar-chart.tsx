import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { TICK_FONT_SIZE, valueAxisWidth, wholeTick } from './axis';
import { SERIES_COLOURS, TOOLTIP_ITEM_STYLE } from './series';

export interface StackedBarSeries {
  /** The field of each data item holding this series' value. */
  key: string;
  name: string;
}

export interface StackedBarChartProps {
  data: readonly Record<string, string | number>[];
  /** The field of each item that labels its bar. */
  categoryKey: string;
  series: readonly StackedBarSeries[];
  /** What the values count, for the tooltip: 'hours'. */
  unit: string;
  height: number;
}

/**
 * Bars of one value per category, stacked by series. The default export, so the chart and
 * recharts load as their own chunk (React.lazy) only on screens that show one.
 */
export default function StackedBarChart({
  data,
  categoryKey,
  series,
  unit,
  height,
}: StackedBarChartProps) {
  const tallest = Math.max(
    0,
    ...data.map((item) => series.reduce((sum, s) => sum + (Number(item[s.key]) || 0), 0)),
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      {/* The figure around it says in words what it shows; the drawing itself is not
          announced, so it takes no keyboard focus either. */}
      <BarChart data={[...data]} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={categoryKey} tick={{ fontSize: TICK_FONT_SIZE }} />
        <YAxis
          tick={{ fontSize: TICK_FONT_SIZE }}
          allowDecimals={false}
          tickFormatter={wholeTick}
          width={valueAxisWidth(0, tallest)}
        />
        <Tooltip formatter={(value) => `${String(value)} ${unit}`} itemStyle={TOOLTIP_ITEM_STYLE} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            stackId="stack"
            fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
            // Drawn with the axes: the animation left them empty for seconds on a busy page.
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
