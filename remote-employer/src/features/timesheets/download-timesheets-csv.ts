import { call, http } from '@dutylink/api-client';
import { shiftPaths } from '@dutylink/contracts';

/** How long the saved file's address lasts: the browser reads it after the click has returned. */
const FILE_ADDRESS_LIFE_MS = 60_000;

/**
 * Saves the payroll CSV of a range (days 'yyyy-MM-dd'). Fetched rather than a download link: a range the server
 * refuses (more shifts than one file holds) shows its reason in an error toast, as any refused call does, where a
 * link's download would only fail in the browser's download list. The bytes are saved as sent (the byte order mark
 * Excel needs included). Uses only what the live shell's api-client already provides.
 */
export async function downloadTimesheetsCsv(from: string, to: string): Promise<void> {
  const csv = await call(() => http.get<ArrayBuffer>(shiftPaths.timesheetsCsv(from, to), { responseType: 'arraybuffer' }).catch(readRefusal));
  if (!csv) return;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  link.download = `timesheets-${from}-to-${to}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), FILE_ADDRESS_LIFE_MS);
}

/** A refusal's JSON body comes as bytes too: read as text, so that call finds its title for the toast. */
function readRefusal(error: unknown): never {
  const response = (error as { response?: { data?: unknown } }).response;
  if (response?.data instanceof ArrayBuffer) response.data = new TextDecoder().decode(response.data);
  throw error;
}
