import type { ReactNode } from 'react';
import { PageTitle } from '../page-title';

export interface PageHeaderProps {
  /** The page's h1 and the document title. */
  title: string;
  description?: ReactNode;
}

/** The heading of a screen inside the app layout. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <div className="mb-4">
      <PageTitle title={title} />
      <h1 className="h3 fw-semibold mb-1">{title}</h1>
      {description ? <p className="text-body-secondary mb-0">{description}</p> : null}
    </div>
  );
}
