import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { downloadCsv } from '../../lib/download-csv';
import { useNotify } from '../feedback';

export interface CsvDownloadButtonProps {
  /** The API path with its query; it is asked with Accept: text/csv. */
  path: string;
  /** SPEC.md's file name, e.g. 'Report.csv'. */
  fileName: string;
  disabled?: boolean;
  /** What the button says; 'Download CSV' when left out. */
  label?: string;
  /** The table row it downloads, said to screen readers only: 'Download Uma Patel'. */
  rowName?: string;
}

export function CsvDownloadButton({
  path,
  fileName,
  disabled,
  label = 'Download CSV',
  rowName,
}: CsvDownloadButtonProps) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadCsv(path, fileName);
    } catch (error) {
      notify(`The download failed. ${(error as Error).message}`, 'danger');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outline-primary"
      size="sm"
      onClick={() => void download()}
      disabled={disabled || pending}
      aria-label={rowName ? `${label} ${rowName}` : undefined}
    >
      {pending ? (
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
      ) : null}
      {label}
    </Button>
  );
}
