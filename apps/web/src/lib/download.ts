import { ApiError, authorizationHeader } from './api-client';

/**
 * Saves a signed-in download (a calendar file, the data export) under `filename`: fetched with
 * the bearer header, since a plain link cannot carry it.
 */
export async function downloadFile(path: string, filename: string) {
  const response = await fetch(path, { headers: await authorizationHeader() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? `http_${response.status}`,
      body?.error?.message ?? `The server answered ${response.status}.`,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
