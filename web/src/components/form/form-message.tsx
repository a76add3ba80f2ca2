import type { ReactNode } from 'react';

export interface FormMessageProps {
  /** Referenced by the fields it is about (FormField `describedBy`). */
  id: string;
  children?: ReactNode;
}

/** A validation message that concerns several fields at once; renders nothing when empty. */
export function FormMessage({ id, children }: FormMessageProps) {
  if (!children) return null;
  return (
    <div id={id} className="invalid-feedback d-block mb-3">
      {children}
    </div>
  );
}
