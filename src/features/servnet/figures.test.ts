import { describe, expect, it } from 'vitest';
import { percentText, shownFigures } from './figures';

describe('Servnet figures', () => {
  it('rounds Sim_Success_PC to a whole percent, and shows a dash when nothing was offered', () => {
    expect(percentText(58.77)).toBe('59%');
    expect(percentText(58.49)).toBe('58%');
    expect(percentText(100)).toBe('100%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('—');
  });

  it('lists the seven figures by name in the report’s order', () => {
    const figures = shownFigures({
      Sim_Offered: 1211,
      Sim_Sold_Inlane: 69,
      Sim_Sold_Online: 55,
      Sim_Success_PC: 58.77,
      Unique_Attendees: 83,
      Unique_Bidders: 67,
      Unique_Buyers: 53,
    });
    expect(figures.map((figure) => [figure.name, figure.value])).toEqual([
      ['Sim_Offered', '1,211'],
      ['Sim_Sold_Inlane', '69'],
      ['Sim_Sold_Online', '55'],
      ['Sim_Success_PC', '59%'],
      ['Unique_Attendees', '83'],
      ['Unique_Bidders', '67'],
      ['Unique_Buyers', '53'],
    ]);
  });
});
