import { NETWORK_ERROR_MESSAGE, toApiError } from './api-client';
import { ApiError } from './api-error';

/**
 * Asks the API for the CSV of a report (Accept: text/csv) and saves it under `fileName`,
 * the way a browser saves a link's download.
 */
export async function downloadCsv(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'include', headers: { Accept: 'text/csv' } });
  } catch (cause) {
    throw new ApiError(0, { code: 'network_error', message: NETWORK_ERROR_MESSAGE }, { cause });
  }
  if (!response.ok) throw await toApiError(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
