/** Browser file actions: open a stored file, save a generated text file. */
import { getFileStore } from 'shared-data';

/** Opens a stored file (receipt, authorisation) in a new tab. */
export async function openStoredFile({ path }: { path: string }): Promise<void> {
  const url = await getFileStore().downloadUrl(path);
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else {
    // Pop-up blocked: a link click opens it as well.
    const link = document.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    document.body.append(link);
    link.click();
    link.remove();
  }
}
