/** The pagination bar of a list: rows per page, which rows are shown, and First / Previous / Next / Last. */
import { useId, type ReactNode } from 'react';
import { countText, pageCount, rangeText } from './list-state';
import { Select } from '@/components/ui/select';
import './data-list.css';
import { IconButton } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

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
    <IconButton
      variant="outline"
      size="sm"
      aria-label={label}
      title={label}
      disabled={target === page || target < 1 || target > last}
      onClick={() => onPage(target)}
    >
      {icon}
    </IconButton>
  );
  return (
    <nav aria-label={`${noun} pages`} className="dl-pages">
      <div className="dl-pages-group">
        <label htmlFor={sizeId} className="dl-pages-label">
          Rows per page
        </label>
        <Select id={sizeId} size="lg" value={perPage} onChange={(event) => onPageSize(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <div className="dl-pages-group">
        {loading ? <Spinner /> : null}
        <p className="dl-p" aria-live="polite">
          {page <= last ? rangeText(page, perPage, total, noun) : countText(total, noun)}
        </p>
      </div>
      <div className="dl-pages-group" data-tight="">
        {pageButton('First page', 1, <Chevron double back />)}
        {pageButton('Previous page', Math.min(page - 1, last), <Chevron back />)}
        <p className="dl-pages-page">
          Page {page.toLocaleString('en-US')} of {last.toLocaleString('en-US')}
        </p>
        {pageButton('Next page', page + 1, <Chevron />)}
        {pageButton('Last page', last, <Chevron double />)}
      </div>
    </nav>
  );
}
