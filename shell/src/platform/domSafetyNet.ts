/**
 * Safety nets over everything any remote renders (seed §2):
 * - links to another origin open in a new tab with rel="noopener noreferrer";
 * - buttons with no accessible name get aria-label="Bouton".
 * shared-ui's components already do this; the observer catches raw markup.
 */
export const DEFAULT_BUTTON_LABEL = 'Bouton';

export function secureExternalLink(anchor: HTMLAnchorElement, origin: string): void {
  const href = anchor.getAttribute('href');
  if (!href) return;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
  if (url.origin === origin) return;
  if (anchor.target !== '_blank') anchor.target = '_blank';
  const rel = new Set((anchor.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
  if (!rel.has('noopener') || !rel.has('noreferrer')) {
    rel.add('noopener');
    rel.add('noreferrer');
    anchor.setAttribute('rel', [...rel].join(' '));
  }
}

function hasAccessibleName(button: HTMLElement): boolean {
  if (button.getAttribute('aria-label')?.trim()) return true;
  if (button.getAttribute('aria-labelledby')?.trim()) return true;
  if (button.getAttribute('title')?.trim()) return true;
  if (button instanceof HTMLInputElement) return Boolean(button.value.trim());
  // Text that is not hidden from assistive technology.
  const clone = button.cloneNode(true) as HTMLElement;
  for (const node of clone.querySelectorAll('[aria-hidden="true"]')) node.remove();
  if (clone.textContent?.trim()) return true;
  return Array.from(button.querySelectorAll('img[alt]')).some((img) => img.getAttribute('alt')?.trim());
}

export function labelIconButton(button: HTMLElement): void {
  if (!hasAccessibleName(button)) button.setAttribute('aria-label', DEFAULT_BUTTON_LABEL);
}

function fix(root: ParentNode, origin: string): void {
  if (root instanceof HTMLAnchorElement) secureExternalLink(root, origin);
  if (root instanceof HTMLButtonElement) labelIconButton(root);
  root.querySelectorAll?.('a[href]').forEach((anchor) => {
    secureExternalLink(anchor as HTMLAnchorElement, origin);
  });
  root.querySelectorAll?.('button, [role="button"]').forEach((button) => {
    labelIconButton(button as HTMLElement);
  });
}

/** Watches the document for the page's lifetime; returns a function that stops watching. */
export function startDomSafetyNet(
  root: HTMLElement = document.body,
  origin: string = window.location.origin,
): () => void {
  fix(root, origin);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'attributes') fix(mutation.target as Element, origin);
      mutation.addedNodes.forEach((node) => {
        if (node instanceof Element) fix(node, origin);
        else if (node.parentElement) fix(node.parentElement, origin);
      });
      if (mutation.type === 'characterData' && mutation.target.parentElement) {
        const button = mutation.target.parentElement.closest('button');
        if (button) labelIconButton(button);
      }
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['href', 'aria-label'] });
  return () => observer.disconnect();
}
