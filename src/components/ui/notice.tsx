/**
 * The kit's notice (ADR 0079): a boxed message in a status's colours with its icon (Chakra's
 * alert: a refusal, a missing connection, a warning, a success), drawn in plain CSS (notice.css:
 * Chakra's alert recipe), so that a plain page and a Chakra one say things alike and neither
 * waits for Chakra to say it. `title` is its first line, in medium weight; the children say the
 * rest; `action` is what can be done about it (Close, Reload), at the end of the row.
 *
 * An error or a warning is an `alert`, read out when it appears; the others a `status`, read
 * when the reader is free. That role is the message's (title and text), so what is read out is
 * the message, not its action's button. A caller may give another role, which is the whole
 * notice's (a `note` that buttons point to, a labelled `group` of a problem and its buttons).
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import './notice.css';

export type NoticeStatus = 'info' | 'warning' | 'error' | 'success' | 'neutral';

export interface NoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Its colours and icon, and its role (alert for an error or a warning); the default is info. */
  status?: NoticeStatus;
  /** subtle: the status's pale fill (the default, as Chakra's); surface: with a ring; outline: the ring alone. */
  variant?: 'subtle' | 'surface' | 'outline';
  /** The first line, in medium weight. */
  title?: ReactNode;
  /** At the end of the row (under the text on a narrow one). */
  action?: ReactNode;
}

const circle =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
/** Chakra's alert icons: an i (info, neutral), an exclamation mark (warning, error), a tick (success), in a circle. */
const marks: Record<NoticeStatus, string> = {
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  neutral: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  warning: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  error: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success: 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
};

/** A status's icon in its circle (the notice's and the snackbar's), hidden from assistive technology: the words say it. */
export function StatusIcon({ status, className }: { status: NoticeStatus; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d={circle + marks[status]} />
      </svg>
    </span>
  );
}

export function Notice({ status = 'info', variant = 'subtle', title, action, children, className, role, ...rest }: NoticeProps) {
  const live = role === undefined || role === 'alert' || role === 'status';
  return (
    <div
      {...rest}
      role={live ? undefined : role}
      className={className ? `lc-notice ${className}` : 'lc-notice'}
      data-status={status}
      data-variant={variant}
      data-action={action ? '' : undefined}
    >
      <StatusIcon status={status} className="lc-notice-indicator" />
      <div className="lc-notice-content" role={live ? (role ?? (status === 'error' || status === 'warning' ? 'alert' : 'status')) : undefined}>
        {title ? <div className="lc-notice-title">{title}</div> : null}
        {children ? <div className="lc-notice-description">{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
