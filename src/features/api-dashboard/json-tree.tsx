/**
 * A small collapsible tree of a JSON value (the schedule log's output): objects and arrays
 * open and close (native details/summary, keyboard-usable), keys and values are React text,
 * never HTML. For the small outputs of scheduled jobs; big bodies belong to a virtualised viewer.
 */
import { Box, chakra } from '@chakra-ui/react';

const valueColors = { string: 'green.fg', number: 'blue.fg', boolean: 'purple.fg', null: 'fg.muted' } as const;

/** Levels open at first: the top two, which is all most job outputs have. */
const OPEN_DEPTH = 2;

function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function size(value: Record<string, unknown> | unknown[]): string {
  if (Array.isArray(value)) return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  const count = Object.keys(value).length;
  return `{${count} ${count === 1 ? 'key' : 'keys'}}`;
}

function Leaf({ value }: { value: unknown }) {
  const kind =
    value === null ? 'null' : typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'null';
  return (
    <Box as="span" color={valueColors[kind]} wordBreak="break-word">
      {typeof value === 'string' ? JSON.stringify(value) : String(value)}
    </Box>
  );
}

function Key({ name }: { name: string | null }) {
  if (name === null) return null;
  return (
    <Box as="span" color="fg.muted">
      {name}:{' '}
    </Box>
  );
}

function Node({ name, value, depth }: { name: string | null; value: unknown; depth: number }) {
  if (!isBranch(value)) {
    return (
      <Box as="li" pl="4">
        <Key name={name} />
        <Leaf value={value} />
      </Box>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  return (
    <Box as="li">
      <chakra.details open={depth < OPEN_DEPTH}>
        <chakra.summary cursor="pointer" minH="6" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
          <Key name={name} />
          <Box as="span" color="fg.muted">
            {size(value)}
          </Box>
        </chakra.summary>
        <Box as="ul" listStyleType="none" m="0" pl="4">
          {entries.map(([key, item]) => (
            <Node key={key} name={key} value={item} depth={depth + 1} />
          ))}
        </Box>
      </chakra.details>
    </Box>
  );
}

export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      as="ul"
      aria-label={label}
      listStyleType="none"
      m="0"
      p="3"
      fontFamily="mono"
      fontSize="sm"
      lineHeight="1.7"
      bg="bg.subtle"
      borderWidth="1px"
      borderRadius="md"
      overflowX="auto"
    >
      <Node name={null} value={value} depth={0} />
    </Box>
  );
}

/** The JSON value of a text, or undefined when it is not JSON. */
export function parseJsonText(text: string | null | undefined): { value: unknown } | undefined {
  if (text == null || text.trim() === '') return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
