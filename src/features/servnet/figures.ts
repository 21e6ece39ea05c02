/**
 * The seven Servnet figures as the report shows them, by their names, in the
 * report's order, with what each counts; Sim_Success_PC as a rounded percent.
 */
import type { ServnetFigures } from '@/contract/servnet-report';

export interface ShownFigure {
  name: keyof ServnetFigures;
  value: string;
  meaning: string;
}

const number = new Intl.NumberFormat('en-US');

/** 58.77 → "59%"; nothing offered (null) → "—". */
export function percentText(value: number | null): string {
  return value === null ? '—' : `${Math.round(value)}%`;
}

export function shownFigures(figures: ServnetFigures): ShownFigure[] {
  return [
    { name: 'Sim_Offered', value: number.format(figures.Sim_Offered), meaning: 'Simulcast offers' },
    { name: 'Sim_Sold_Inlane', value: number.format(figures.Sim_Sold_Inlane), meaning: 'Sold in the lane' },
    { name: 'Sim_Sold_Online', value: number.format(figures.Sim_Sold_Online), meaning: 'Sold online' },
    {
      name: 'Sim_Success_PC',
      value: percentText(figures.Sim_Success_PC),
      meaning: figures.Sim_Success_PC === null ? 'Nothing was offered' : 'Sold per offered',
    },
    { name: 'Unique_Attendees', value: number.format(figures.Unique_Attendees), meaning: 'Dealers that attended' },
    { name: 'Unique_Bidders', value: number.format(figures.Unique_Bidders), meaning: 'Dealers that bid' },
    { name: 'Unique_Buyers', value: number.format(figures.Unique_Buyers), meaning: 'Dealers that bought' },
  ];
}
