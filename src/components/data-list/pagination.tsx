/** The pagination bar of a list: rows per page, which rows are shown, and First / Previous / Next / Last. */
import { Button, chakra, Flex, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { pageCount, rangeText } from './list-state';

function Chevron({ double = false, back = false }: { double?: boolean; back?: boolean }) {
  const path = double ? 'M4 3l5 5-5 5M9 3l5 5-5 5' : 'M6 3l5 5-5 5';
  return (
    <svg width="16" height="16" viewBox="0 0 18 16" aria-hidden="true" focusable="false" style={back ? { transform: 'scaleX(-1)' } : undefined}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface PaginationProps {
  noun: string;
  page: number;
  perPage: number;
  total: number;
  pageSizes: readonly number[];
  /** The next page is loading (the rows shown are the previous one's). */
  loading: boolean;
  onPage: (page: number) => void;
  onPageSize: (perPage: number) => void;
}

export function Pagination({ noun, page, perPage, total, pageSizes, loading, onPage, onPageSize }: PaginationProps) {
  const sizeId = useId();
  const last = pageCount(total, perPage);
  const pageButton = (label: string, target: number, icon: ReactNode) => (
    <Button
      variant="outline"
      size="sm"
      bg="bg"
      aria-label={label}
      title={label}
      disabled={target === page || target < 1 || target > last}
      onClick={() => onPage(target)}
    >
      {icon}
    </Button>
  );
  return (
    <Flex as="nav" aria-label={`${noun} pages`} align="center" justify="space-between" wrap="wrap" gap="3">
      <Flex align="center" gap="2">
        <chakra.label htmlFor={sizeId} fontSize="sm" whiteSpace="nowrap">
          Rows per page
        </chakra.label>
        <NativeSelect.Root size="lg" w="auto">
          <NativeSelect.Field id={sizeId} bg="bg" value={perPage} onChange={(event) => onPageSize(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <Flex align="center" gap="2" fontSize="sm">
        {loading ? <Spinner size="sm" color="fg.muted" aria-hidden="true" /> : null}
        <Text aria-live="polite">{page <= last ? rangeText(page, perPage, total, noun) : `${total.toLocaleString('en-US')} ${noun}`}</Text>
      </Flex>
      <Flex align="center" gap="1">
        {pageButton('First page', 1, <Chevron double back />)}
        {pageButton('Previous page', Math.min(page - 1, last), <Chevron back />)}
        <Text fontSize="sm" px="2" whiteSpace="nowrap">
          Page {page.toLocaleString('en-US')} of {last.toLocaleString('en-US')}
        </Text>
        {pageButton('Next page', page + 1, <Chevron />)}
        {pageButton('Last page', last, <Chevron double />)}
      </Flex>
    </Flex>
  );
}
