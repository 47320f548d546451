/**
 * Downloads a file the API serves only to a signed-in caller (a CV, a certificate): fetched with
 * the session's bearer token, then saved under `name` through a temporary object URL.
 */
export async function downloadFile(token: string | null, url: string, name: string): Promise<void> {
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
