/**
 * The frame of the open pages (sign-in, registration): a card centred on the screen with
 * the logo and the page's title, narrow enough for a phone, roomy on a tablet or desk.
 * Plain elements and auth.css, no Chakra: see auth.css.
 */
import type { ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  /** Under the title, before the form (the environment, a notice). */
  header?: ReactNode;
  children: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
}

export function AuthCard({ title, header, children, footer }: AuthCardProps) {
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-card-header">
          <img className="auth-logo" src="/logo.svg" alt="Lot Console" />
          <h1 className="auth-title">{title}</h1>
          {header}
        </div>
        <div className="auth-card-body">{children}</div>
        {footer !== undefined ? <div className="auth-card-footer">{footer}</div> : null}
      </div>
    </main>
  );
}
