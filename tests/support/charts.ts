import type { Locator } from 'playwright-core';

/** What a recharts chart in a figure draws, read in one go from its svg. */
export interface ChartLayout {
  xTicks: string[];
  yTicks: string[];
  /** Tick labels reaching past the svg's left or right edge (cut off on screen). */
  cut: string[];
  /** Bars drawn with a size: an animated bar starts flat. */
  bars: number;
}

export function chartLayout(figure: Locator): Promise<ChartLayout> {
  return (
    figure
      // The chart's own surface, not a legend icon's.
      .locator('.recharts-wrapper > svg.recharts-surface')
      .evaluate((svg) => {
        const box = svg.getBoundingClientRect();
        const ticks = (axis: string) =>
          [...svg.querySelectorAll(`${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map(
            // recharts wraps a long label into lines (tspans) at its spaces.
            (text) => [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' '),
          );
        const cut = [...svg.querySelectorAll('.recharts-cartesian-axis-tick-value')]
          .filter((text) => {
            const { left, right } = text.getBoundingClientRect();
            return left < box.left - 0.5 || right > box.right + 0.5;
          })
          .map((text) => text.textContent ?? '');
        const bars = [...svg.querySelectorAll('.recharts-bar-rectangle path')].filter((bar) => {
          const { width, height } = bar.getBoundingClientRect();
          return width > 0 && height > 0;
        }).length;
        return { xTicks: ticks('.recharts-xAxis'), yTicks: ticks('.recharts-yAxis'), cut, bars };
      })
  );
}
