import { describe, expect, it } from 'vitest';
import { axisWidth, hasSomethingToCompare, tickLabel, valueAxisWidth, wholeTick } from './axis';

describe('chart axes', () => {
  it('sizes an axis from its longest label, so none is cut', () => {
    expect(axisWidth(['8'])).toBe(24);
    expect(axisWidth(['8', '40'])).toBe(31);
    // 'Beta feedback (Mobile App)' is cut to 22 characters: 22 x 7.2 px + 16.
    expect(axisWidth(['Beta feedback (Mobile App)', 'Release 2.0'])).toBe(175);
    expect(axisWidth([])).toBe(24);
  });

  it('cuts a long label with an ellipsis and keeps a short one whole', () => {
    expect(tickLabel('Beta feedback')).toBe('Beta feedback');
    expect(tickLabel('Beta feedback (Mobile App)')).toBe('Beta feedback (Mobile…');
    expect(tickLabel('Beta feedback (Mobile…')).toHaveLength(22);
    // No space before the ellipsis.
    expect(tickLabel('Offline mode (Mobile App)')).toBe('Offline mode (Mobile…');
  });

  it('draws a chart only when there are two things to compare', () => {
    expect(hasSomethingToCompare(0)).toBe(false);
    expect(hasSomethingToCompare(1)).toBe(false);
    expect(hasSomethingToCompare(2)).toBe(true);
  });

  it('writes ticks as whole numbers', () => {
    expect(wholeTick(20)).toBe('20');
    expect(wholeTick(0)).toBe('0');
  });

  it('sizes a value axis for its negative ticks and the round tick past the data', () => {
    // -98 h draws a tick at -100: four characters, as wide as '-100'.
    expect(valueAxisWidth(-98, 0)).toBe(axisWidth(['-100']));
    expect(valueAxisWidth(-98, 0)).toBeGreaterThan(valueAxisWidth(0, 98));
    expect(valueAxisWidth(0, 98)).toBe(axisWidth(['100']));
    expect(valueAxisWidth(0, 45)).toBe(axisWidth(['50']));
    expect(valueAxisWidth(-3.5, 7)).toBe(axisWidth(['-4']));
    expect(valueAxisWidth(0, 0)).toBe(axisWidth(['0']));
  });
});
