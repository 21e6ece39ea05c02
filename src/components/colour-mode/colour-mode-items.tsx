/**
 * The profile menu's colour-mode choice (ADR 0039): three radio items under "Colour mode",
 * each named by the word it shows and at least 44 px tall (a finger on a tablet).
 */
import { Menu } from '@chakra-ui/react';
import { chooseColourMode, colourChoices, useColourChoice, type ColourChoice } from './colour-mode';

const labels: Record<ColourChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ColourModeItems({ itemStyle }: { itemStyle: Record<string, string> }) {
  const choice = useColourChoice();
  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel>Colour mode</Menu.ItemGroupLabel>
      <Menu.RadioItemGroup
        value={choice}
        onValueChange={({ value }) => {
          const chosen = colourChoices.find((candidate) => candidate === value);
          if (chosen) chooseColourMode(chosen);
        }}
      >
        {colourChoices.map((value) => (
          <Menu.RadioItem key={value} value={value} css={itemStyle}>
            <Menu.ItemText>{labels[value]}</Menu.ItemText>
            <Menu.ItemIndicator>
              <CheckIcon />
            </Menu.ItemIndicator>
          </Menu.RadioItem>
        ))}
      </Menu.RadioItemGroup>
    </Menu.ItemGroup>
  );
}
