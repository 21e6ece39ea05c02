/** The frame of a dashboard card: the avatar in the card's colour, its title and counts, then its content. */
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import type { ReactNode } from 'react';
import type { CardStatus } from '@/contract/api-status';
import { toneOf } from './status-colors';
import './api-dashboard.css';
import { Text } from '@/components/ui/text';

/** The card's status as Chakra's solid avatar in its colour (api-dashboard.css), named in words. */
function StatusAvatar({ status }: { status: CardStatus }) {
  return (
    <span className="apidash-avatar" role="img" aria-label={`Status: ${toneOf(status).label}`} data-status={status}>
      <span className="apidash-avatar-mark">
        <StatusIcon status={status} />
      </span>
    </span>
  );
}

/** A mark that does not rely on colour alone: a tick, an exclamation mark, a cross. */
function StatusIcon({ status }: { status: CardStatus }) {
  const path = status === 'green' ? 'M5 12.5 10 17l9-10' : status === 'yellow' ? 'M12 6v8M12 17.5v.5' : 'M7 7l10 10M17 7 7 17';
  return (
    <svg width="60%" height="60%" viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A small coloured dot before a line's text (the line says its state in words too). */
export function StatusDot({ status }: { status: CardStatus }) {
  return <span className="apidash-dot" data-status={status} aria-hidden="true" />;
}

export interface StatusCardProps {
  title: string;
  status: CardStatus;
  /** The counts under the title, e.g. "1 running · 1 not running · 1 not updated". */
  counts: string;
  children: ReactNode;
}

export function StatusCard({ title, status, counts, children }: StatusCardProps) {
  return (
    <Card.Root as="section" aria-label={title} data-status={status}>
      <Card.Body className="apidash-card-body">
        <div className="apidash-card-head">
          <StatusAvatar status={status} />
          <div className="apidash-card-title">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text tone="muted" size="sm">
              {counts}
            </Text>
          </div>
        </div>
        <div className="apidash-card-content">{children}</div>
      </Card.Body>
    </Card.Root>
  );
}
