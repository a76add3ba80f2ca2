import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { BrandMark } from './brand-mark';

export interface CenteredLayoutProps {
  /** The page's h1. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** A single card in the middle of the page, for screens outside the app layout (sign in, not found). */
export function CenteredLayout({ title, subtitle, children }: CenteredLayoutProps) {
  return (
    <main className="tl-centered-page d-flex align-items-center justify-content-center px-3 py-5">
      <Card className="tl-centered-card border-0 shadow-sm w-100">
        <Card.Body className="p-4 p-sm-5">
          <div className="text-center mb-4">
            <div className="mb-3">
              <BrandMark />
            </div>
            <h1 className="h3 fw-semibold mb-1">{title}</h1>
            {subtitle ? <p className="text-body-secondary mb-0">{subtitle}</p> : null}
          </div>
          {children}
        </Card.Body>
      </Card>
    </main>
  );
}
