import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisWidth, TICK_FONT_SIZE, tickLabel, wholeTick } from './axis';
import { TOOLTIP_ITEM_STYLE } from './series';

export interface BarChartDatum {
  key: string;
  label: string;
  value: number;
}

export interface BarChartFigureProps {
  /** Shown above the chart and its accessible name. */
  title: string;
  data: readonly BarChartDatum[];
  /** What a value is, for the tooltip: 'Hours'. */
  valueName: string;
  formatValue: (value: number) => string;
}

/** Bootstrap's primary blue: SVG attributes cannot read its CSS variable. */
const BAR_COLOUR = '#0d6efd';
const ROW_HEIGHT = 36;

/**
 * A bar per item, the bars lying down so long names stay readable on a phone. The svg
 * carries the title and every value as its description, for screen readers.
 */
export function BarChartFigure({ title, data, valueName, formatValue }: BarChartFigureProps) {
  const captionId = useId();
  const description = data.map((d) => `${d.label}: ${formatValue(d.value)}`).join('; ');
  return (
    <figure className="mb-0" aria-labelledby={captionId}>
      <figcaption id={captionId} className="small fw-semibold mb-2">
        {title}
      </figcaption>
      <ResponsiveContainer width="100%" height={data.length * ROW_HEIGHT + 40}>
        <BarChart
          data={[...data]}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          title={title}
          desc={description}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            allowDecimals={false}
            tick={{ fontSize: TICK_FONT_SIZE }}
            tickFormatter={wholeTick}
          />
          {/* A long name ends in an ellipsis; the tooltip shows it whole. */}
          <YAxis
            type="category"
            dataKey="label"
            width={axisWidth(data.map((d) => d.label))}
            tick={{ fontSize: TICK_FONT_SIZE }}
            tickFormatter={tickLabel}
          />
          <Tooltip
            formatter={(value) => [formatValue(Number(value)), valueName]}
            itemStyle={TOOLTIP_ITEM_STYLE}
          />
          <Bar dataKey="value" name={valueName} fill={BAR_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
