/**
 * The frame of the open pages (sign-in, registration): the kit's card (elevated) centred on the
 * screen with the logo and the page's title, narrow enough for a phone, roomy on a tablet or desk.
 * Plain elements and auth.css, no Chakra: see auth.css.
 */
import type { ReactNode } from 'react';
import { OpenPage } from '@/components/open-page';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
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
    <OpenPage as="main" className="auth-page">
      <Card.Root variant="elevated" className="auth-card">
        <Card.Header className="auth-card-header">
          <img className="auth-logo" src="/logo.svg" alt="Lot Console" />
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {header}
        </Card.Header>
        <Card.Body className="auth-card-body">{children}</Card.Body>
        {footer !== undefined ? <Card.Footer className="auth-card-footer">{footer}</Card.Footer> : null}
      </Card.Root>
    </OpenPage>
  );
}
